import type { Queryable } from '../db/db';
import { epochMs, isoFromEpochMs } from '../db/epoch-ms';
import type {
  ActiveLimit,
  AvailableLimit,
  LimitsAfterChange,
  PendingLimitRequest,
} from '@portal/contract';
import type { Country } from '../region';
import { loggedInSecondsSql } from './logged-in-time';
import { CONFIRMATION_WINDOW_HOURS, looseningWaitHours } from './limit-waits';
import { TIME_LIMIT_TYPE_ID } from './time-amount';

/**
 * Limit types offered in the player's country (US players also get time limits), with how long a
 * loosening waits there and how long the player then has to confirm it.
 */
async function availableLimits(q: Queryable, country: Country): Promise<AvailableLimit[]> {
  const types = await q.query<
    Omit<AvailableLimit, 'loosening_wait_hours' | 'confirm_within_hours'>
  >(
    `SELECT t.id, t.name, t.has_amount, t.unit,
            json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.id) AS durations
     FROM limit_types t
     JOIN limit_type_durations td ON td.type_id = t.id
     JOIN limit_durations d ON d.id = td.duration_id
     WHERE NOT t.us_only OR $1
     GROUP BY t.id, t.name, t.has_amount, t.unit
     ORDER BY t.id`,
    [country === 'US'],
  );
  return types.map((type) => ({
    ...type,
    loosening_wait_hours: looseningWaitHours(country, type.id),
    confirm_within_hours: CONFIRMATION_WINDOW_HOURS,
  }));
}

/** The limit types per country, read once at start: they are reference data only migrations change. */
export type AvailableLimitsOf = (country: string) => AvailableLimit[];

export async function loadAvailableLimits(q: Queryable): Promise<AvailableLimitsOf> {
  const [au, nz, us] = await Promise.all(
    (['AU', 'NZ', 'US'] as const).map((country) => availableLimits(q, country)),
  );
  return (country) => (country === 'US' ? us : country === 'NZ' ? nz : au);
}

/** SQL placeholders (e.g. '$1') of the player and of the instant the limits are read at. */
export interface LimitParams {
  user: string;
  now: string;
}

const LIMIT_FIELDS = `'id', l.id, 'type_id', l.type_id, 'type_name', t.name,
  'duration_id', l.duration_id, 'duration_name', d.name, 'amount', l.amount,
  'created_at', ${epochMs('l.created_at')}`;

const LIMIT_JOINS = `JOIN limit_types t ON t.id = l.type_id
  JOIN limit_durations d ON d.id = l.duration_id`;

/**
 * The ledger entries a limit counts over its rolling period: deposits (category 1) for a deposit
 * limit (type 1), bets (category 3) for a spending limit (type 2).
 */
const COUNTED = (now: string) => `FROM wallet_ledger_entries e
  WHERE e.user_id = l.user_id AND e.created_at > ${now}::timestamptz - d.period
    AND e.category_id = CASE l.type_id WHEN 1 THEN 1 WHEN 2 THEN 3 END`;

const IN_FORCE = (p: LimitParams) =>
  `l.user_id = ${p.user} AND (l.end_date IS NULL OR l.end_date > ${p.now})`;

/** Requests (`l`) the player has yet to confirm: open, and not out of time at now. */
const PENDING = (p: LimitParams) =>
  `l.user_id = ${p.user} AND l.confirm_by > ${p.now}
   AND l.applied_at IS NULL AND l.cancelled_at IS NULL AND l.lapsed_at IS NULL`;

/**
 * A json array of the limits in force, with `used` over the limit's rolling period: deposits for a
 * deposit limit, bets for a spending limit, whole minutes logged in for a time limit.
 */
export function activeLimitsJson(p: LimitParams): string {
  return `(SELECT COALESCE(json_agg(json_build_object(${LIMIT_FIELDS},
       'end_date', ${epochMs('l.end_date')},
       'used', CASE l.type_id
         WHEN 1 THEN (SELECT COALESCE(sum(e.amount), 0)::bigint ${COUNTED(p.now)})
         WHEN 2 THEN (SELECT COALESCE(-sum(e.amount), 0)::bigint ${COUNTED(p.now)})
         WHEN ${TIME_LIMIT_TYPE_ID} THEN
           ${loggedInSecondsSql('l.user_id', p.now, 'd.period')} / 60 END)
     ORDER BY l.type_id, l.id), '[]')
   FROM user_limits l ${LIMIT_JOINS}
   WHERE ${IN_FORCE(p)})`;
}

/**
 * A json array of the looser limits and removals the player asked for and has not confirmed (nor
 * cancelled with a stricter limit), waiting or ready to be confirmed.
 */
export function pendingLimitRequestsJson(p: LimitParams): string {
  return `(SELECT COALESCE(json_agg(json_build_object(${LIMIT_FIELDS},
       'activate_at', ${epochMs('l.activate_at')}, 'confirm_by', ${epochMs('l.confirm_by')},
       'awaiting_confirmation', l.activate_at <= ${p.now}) ORDER BY l.type_id, l.id), '[]')
   FROM user_limit_requests l ${LIMIT_JOINS}
   WHERE ${PENDING(p)})`;
}

/**
 * The next instant (epoch ms) the limits read at `now` change without a write: a limit ends, a
 * request can be confirmed or lapses, or the oldest counted entry leaves a limit's rolling period.
 */
export function limitsChangeAtSql(p: LimitParams): string {
  return `LEAST(
     (SELECT min(l.end_date) FROM user_limits l WHERE ${IN_FORCE(p)}),
     (SELECT min(CASE WHEN l.activate_at > ${p.now} THEN l.activate_at ELSE l.confirm_by END)
      FROM user_limit_requests l WHERE ${PENDING(p)}),
     (SELECT min((SELECT min(e.created_at) ${COUNTED(p.now)}) + d.period)
      FROM user_limits l ${LIMIT_JOINS} WHERE ${IN_FORCE(p)} AND l.type_id IN (1, 2)))`;
}

export interface LimitJson {
  id: number;
  type_id: number;
  type_name: string;
  duration_id: number;
  duration_name: string;
  amount: number | null;
  created_at: number;
}

function limitParts(row: LimitJson) {
  return {
    id: row.id,
    type: { id: row.type_id, name: row.type_name },
    duration: { id: row.duration_id, name: row.duration_name },
    limit: row.amount,
    created_at: isoFromEpochMs(row.created_at),
  };
}

export type ActiveLimitJson = LimitJson & { end_date: number | null; used: number | null };
export type PendingLimitJson = LimitJson & {
  activate_at: number;
  confirm_by: number;
  awaiting_confirmation: boolean;
};

export function toActiveLimit(row: ActiveLimitJson): ActiveLimit {
  return { ...limitParts(row), used: row.used, end_date: isoFromEpochMs(row.end_date) };
}

export function toPendingLimitRequest(row: PendingLimitJson): PendingLimitRequest {
  return {
    ...limitParts(row),
    activate_at: isoFromEpochMs(row.activate_at),
    confirm_by: isoFromEpochMs(row.confirm_by),
    awaiting_confirmation: row.awaiting_confirmation,
  };
}

const PARAMS = { user: '$1', now: '$2' };

export async function activeLimits(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<ActiveLimit[]> {
  const [row] = await q.query<{ limits: ActiveLimitJson[] }>(
    `SELECT ${activeLimitsJson(PARAMS)} AS limits`,
    [userId, now],
  );
  return row.limits.map(toActiveLimit);
}

export async function pendingLimitRequests(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<PendingLimitRequest[]> {
  const [row] = await q.query<{ requests: PendingLimitJson[] }>(
    `SELECT ${pendingLimitRequestsJson(PARAMS)} AS requests`,
    [userId, now],
  );
  return row.requests.map(toPendingLimitRequest);
}

/** What a change answers with: the player's limits in force and open requests afterwards. */
export async function limitsAfterChange(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<LimitsAfterChange> {
  return {
    limits: await activeLimits(q, userId, now),
    limit_requests: await pendingLimitRequests(q, userId, now),
  };
}
