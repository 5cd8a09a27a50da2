/**
 * The client app a ledger entry's ticket number names (meta.bet_ticket): '#1…' the betting app,
 * '#2…' the fantasy app. The one place the rule lives, for code and for SQL.
 */
const TICKET_CLIENT_IDS: Readonly<Record<string, number>> = { '#1': 1, '#2': 2 };

/** The fantasy app: contest entries; every other stake is betting. */
export const FANTASY_CLIENT_ID = TICKET_CLIENT_IDS['#2'];

/** The client app of the ticket, or undefined when the entry names none. */
export function ticketClientId(meta: Record<string, unknown>): number | undefined {
  const ticket = typeof meta.bet_ticket === 'string' ? meta.bet_ticket : '';
  return TICKET_CLIENT_IDS[ticket.slice(0, 2)];
}

/** SQL: the client app id of the ticket in the jsonb `meta` expression, NULL when none. */
export function ticketClientIdSql(meta: string): string {
  const cases = Object.entries(TICKET_CLIENT_IDS)
    .map(([prefix, id]) => `WHEN '${prefix}' THEN ${id}`)
    .join(' ');
  return `(CASE left(${meta}->>'bet_ticket', 2) ${cases} END)`;
}
