import type { TokenRecord } from '../auth/token-service';
import type { Queryable } from '../db/db';
import { epochMs } from '../db/epoch-ms';
import { lapsedLimitRequests } from '../limits/due-limit-changes';
import {
  activeLimitsJson,
  limitsChangeAtSql,
  pendingLimitRequestsJson,
  toActiveLimit,
  toPendingLimitRequest,
  type ActiveLimitJson,
  type PendingLimitJson,
} from '../limits/limit-queries';
import { bankAccountJson, bpayDetails, userCardsJson } from '../payments/payment-details-queries';
import type { BankAccount, UserCard } from '@portal/contract';
import type { EmbedName } from './user-embeds';
import { toUser, userColumns, type AvatarUrl, type UserRow } from './user-queries';
import type { User } from '@portal/contract';

/** What one bearer token shows of its player at one instant. */
export interface CurrentUserRecord {
  /** The stored token; undefined when no token has the secret's hash. */
  token: TokenRecord | undefined;
  /** The player with the embeds asked for; undefined without a token or player. */
  user: User | undefined;
  /** A limit change has lapsed unconfirmed: record it, then read again. */
  limitsDue: boolean;
  /** When (epoch ms) the limits read change with no write (one ends, comes due or rolls over). */
  changesAt: number | null;
}

interface TokenJson {
  id: number;
  user_id: number;
  brand_id: number;
  platform: string | null;
  session_started_at: number;
  expires_at: number;
  revoked_at: number | null;
  refreshed_at: number | null;
}

/** Each part is null when its embed was not asked for. */
interface EmbedsJson {
  user_bank_account: BankAccount | null;
  user_cards: UserCard[] | null;
  payid: string | null;
  limits: ActiveLimitJson[] | null;
  limit_requests: PendingLimitJson[] | null;
  limits_change_at: number | null;
  limits_due: boolean | null;
}

/** The player's columns (all null without a player), the token and the embeds asked for. */
type Row = UserRow & { token: TokenJson; embeds: EmbedsJson };

const LIMITS = { user: 'tok.user_id', now: '$2' };

/** A json object of `fields`, each null unless its `when` is true. */
function jsonWhen(fields: Array<[when: string, name: string, sql: string]>): string {
  const parts = fields.map(([when, name, sql]) => `'${name}', CASE WHEN ${when} THEN ${sql} END`);
  return `json_build_object(${parts.join(', ')})`;
}

/**
 * One statement for the token with the hash $1, its player as shown on brand $7 and the embeds
 * ($3..$6: bank account, cards, PayID, limits) at the instant $2.
 */
const CURRENT_USER_SQL = `SELECT ${userColumns('$7')},
    json_build_object('id', tok.id, 'user_id', tok.user_id, 'brand_id', tok.brand_id,
      'platform', tok.platform,
      'session_started_at', ${epochMs('tok.session_started_at')},
      'expires_at', ${epochMs('tok.expires_at')}, 'revoked_at', ${epochMs('tok.revoked_at')},
      'refreshed_at', ${epochMs('tok.refreshed_at')}) AS token,
    ${jsonWhen([
      ['$3', 'user_bank_account', bankAccountJson('tok.user_id')],
      ['$4', 'user_cards', userCardsJson('tok.user_id')],
      ['$5', 'payid', 'u.payid'],
      ['$6', 'limits', activeLimitsJson(LIMITS)],
      ['$6', 'limit_requests', pendingLimitRequestsJson(LIMITS)],
      ['$6', 'limits_change_at', epochMs(limitsChangeAtSql(LIMITS))],
      [
        '$6',
        'limits_due',
        `EXISTS (SELECT 1 FROM user_limit_requests r WHERE ${lapsedLimitRequests(LIMITS)})`,
      ],
    ])} AS embeds
  FROM access_tokens tok
  LEFT JOIN users u ON u.id = tok.user_id
  LEFT JOIN user_statuses s ON s.id = u.status_id
  LEFT JOIN wallets w ON w.user_id = u.id
  WHERE tok.token_hash = $1`;

function embedded(
  userId: number,
  found: EmbedsJson,
  embeds: ReadonlySet<EmbedName>,
): Partial<User> {
  return {
    ...(embeds.has('user_bank_account') && { user_bank_account: found.user_bank_account }),
    ...(embeds.has('limits') && {
      limits: (found.limits ?? []).map(toActiveLimit),
      limit_requests: (found.limit_requests ?? []).map(toPendingLimitRequest),
    }),
    ...(embeds.has('bpay_details') && { bpay_details: bpayDetails(userId) }),
    ...(embeds.has('payid_details') && { payid_details: { payid: found.payid } }),
    ...(embeds.has('user_cards') && { user_cards: found.user_cards ?? [] }),
  };
}

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

export interface CurrentUserQuery {
  tokenHash: string;
  embeds: ReadonlySet<EmbedName>;
  /** The brand the player is shown on (its terms acceptance). */
  brandId: number;
  now: Date;
}

/** Reads the token with the hash `tokenHash` and its player with `embeds` as of `now`. */
export async function readCurrentUser(
  q: Queryable,
  { tokenHash, embeds, brandId, now }: CurrentUserQuery,
  avatarUrl: AvatarUrl,
): Promise<CurrentUserRecord> {
  const [row] = await q.query<Row>(CURRENT_USER_SQL, [
    tokenHash,
    now,
    embeds.has('user_bank_account'),
    embeds.has('user_cards'),
    embeds.has('payid_details'),
    embeds.has('limits'),
    brandId,
  ]);
  if (!row) return { token: undefined, user: undefined, limitsDue: false, changesAt: null };
  const { token, embeds: found, ...userRow } = row;
  return {
    token: {
      ...token,
      session_started_at: new Date(token.session_started_at),
      expires_at: new Date(token.expires_at),
      revoked_at: dateOrNull(token.revoked_at),
      refreshed_at: dateOrNull(token.refreshed_at),
    },
    user:
      userRow.id === null
        ? undefined
        : { ...toUser(userRow, avatarUrl), ...embedded(userRow.id, found, embeds) },
    limitsDue: found.limits_due === true,
    changesAt: found.limits_change_at,
  };
}
