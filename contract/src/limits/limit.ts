import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Nullable } from '../common/nullable.js';

/** A limit type the player may set, with its durations (registration and locale metadata). */
export const AvailableLimit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  has_amount: Type.Boolean(),
  /** What the amount counts: cents of money, or minutes of logged-in time (the US time limit). */
  unit: Type.Union([Type.Literal('cents'), Type.Literal('minutes')]),
  durations: Type.Array(IdName),
  /** Hours a looser limit or a removal of this type waits in the player's country. */
  loosening_wait_hours: Type.Integer(),
  /** Hours the player then has to confirm it; unconfirmed, it lapses and the limit stays. */
  confirm_within_hours: Type.Integer(),
});
export type AvailableLimit = Static<typeof AvailableLimit>;

/**
 * A limit in force; `limit` and `used` are cents, or minutes for a time limit (its type's unit);
 * `limit` is null only for a time limit set before time limits had an amount.
 */
export const ActiveLimit = Type.Object({
  id: Type.Integer(),
  type: IdName,
  duration: IdName,
  limit: Nullable(Type.Integer()),
  used: Nullable(Type.Integer()),
  created_at: Type.String(),
  end_date: Nullable(Type.String()),
});
export type ActiveLimit = Static<typeof ActiveLimit>;

/**
 * A looser limit or a removal (`limit` null) the player asked for: from activate_at, once its wait is
 * over, the player may confirm it (`awaiting_confirmation`); unconfirmed at confirm_by, it lapses and
 * the limit in force stays.
 */
export const PendingLimitRequest = Type.Object({
  id: Type.Integer(),
  type: IdName,
  duration: IdName,
  limit: Nullable(Type.Integer()),
  created_at: Type.String(),
  activate_at: Type.String(),
  confirm_by: Type.String(),
  awaiting_confirmation: Type.Boolean(),
});
export type PendingLimitRequest = Static<typeof PendingLimitRequest>;
