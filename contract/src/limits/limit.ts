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

/** A requested change that applies at activate_at; `limit` null means removal. */
export const PendingLimitRequest = Type.Object({
  id: Type.Integer(),
  type: IdName,
  duration: IdName,
  limit: Nullable(Type.Integer()),
  created_at: Type.String(),
  activate_at: Type.String(),
});
export type PendingLimitRequest = Static<typeof PendingLimitRequest>;
