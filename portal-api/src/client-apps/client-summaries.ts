import type { Brand } from '@portal/brands';
import type { ClientSummary as ClientSummaryShape } from '@portal/contract';
import type { Queryable } from '../db/db';

/** One client app's summary: counters at the top level, bonuses by bonus type (contracts.md). */
export type ClientSummary = ClientSummaryShape & { bonuses: Record<string, number> };

interface SummaryRow {
  client_id: number;
  counters: Record<string, number>;
  bonuses: Record<string, number>;
}

/**
 * The player's counters (e.g. active_bet_count) and bonuses (cash in cents, other types as
 * counts) per client app, keyed by client id; every counter and bonus type is present, 0 if unset.
 */
export async function clientSummaries(
  q: Queryable,
  userId: number,
  clientId?: number,
): Promise<Record<string, ClientSummary>> {
  const rows = await q.query<SummaryRow>(
    `SELECT a.id AS client_id,
       (SELECT COALESCE(json_object_agg(c.key, COALESCE(uc.value, 0)), '{}')
        FROM client_app_counters c
        LEFT JOIN user_client_counters uc
          ON uc.client_id = c.client_id AND uc.key = c.key AND uc.user_id = $1
        WHERE c.client_id = a.id) AS counters,
       (SELECT COALESCE(json_object_agg(b.type, COALESCE(ub.amount, 0)), '{}')
        FROM client_app_bonus_types b
        LEFT JOIN user_client_bonuses ub
          ON ub.client_id = b.client_id AND ub.type = b.type AND ub.user_id = $1
        WHERE b.client_id = a.id) AS bonuses
     FROM client_apps a
     WHERE $2::integer IS NULL OR a.id = $2
     ORDER BY a.id`,
    [userId, clientId ?? null],
  );
  return Object.fromEntries(
    rows.map((row) => [String(row.client_id), { ...row.counters, bonuses: row.bonuses }]),
  );
}

/**
 * The summaries as the brand shows them: its client apps only, each with the counters its balance
 * links show and the bonus types it offers (0 when the player has none).
 */
export function brandSummaries(
  brand: Brand,
  summaries: Record<string, ClientSummary>,
): Record<string, ClientSummary> {
  const shown = brand.clientApps.filter((app) => String(app.clientId) in summaries);
  return Object.fromEntries(
    shown.map(({ clientId, balanceLinks, bonusTypes }) => {
      const summary = summaries[String(clientId)];
      const counters = balanceLinks.flatMap(({ counterKey }) =>
        counterKey ? [[counterKey, summary[counterKey] ?? 0]] : [],
      );
      const bonuses = bonusTypes.map(({ type }) => [type, summary.bonuses[type] ?? 0]);
      const brandSummary = {
        ...Object.fromEntries(counters),
        bonuses: Object.fromEntries(bonuses),
      };
      return [String(clientId), brandSummary as ClientSummary];
    }),
  );
}

export interface ClientValues {
  counters?: Record<string, number>;
  bonuses?: Record<string, number>;
}

/** Sets a player's counters and bonuses of one client app (demo data, development tools). */
export async function setClientValues(
  q: Queryable,
  userId: number,
  clientId: number,
  { counters = {}, bonuses = {} }: ClientValues,
): Promise<void> {
  for (const [key, value] of Object.entries(counters)) {
    await q.query(
      `INSERT INTO user_client_counters (user_id, client_id, key, value) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, client_id, key) DO UPDATE SET value = EXCLUDED.value`,
      [userId, clientId, key, value],
    );
  }
  for (const [type, amount] of Object.entries(bonuses)) {
    await q.query(
      `INSERT INTO user_client_bonuses (user_id, client_id, type, amount) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, client_id, type) DO UPDATE SET amount = EXCLUDED.amount`,
      [userId, clientId, type, amount],
    );
  }
}
