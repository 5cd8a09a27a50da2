import type { IdName } from '../id-name';

/** A limit type the player may set, with its durations (registration and locale metadata). */
export interface AvailableLimit {
  id: number;
  name: string;
  has_amount: boolean;
  /** What the amount counts: cents of money, or minutes of logged-in time (the US time limit). */
  unit: 'cents' | 'minutes';
  durations: IdName[];
}

/**
 * A limit in force; `limit` and `used` are cents, or minutes for a time limit (its type's unit);
 * `limit` is null only for a time limit set before time limits had an amount.
 */
export interface ActiveLimit {
  id: number;
  type: IdName;
  duration: IdName;
  limit: number | null;
  used: number | null;
  created_at: string;
  end_date: string | null;
}

/** A requested change that applies at activate_at; `limit` null means removal. */
export interface PendingLimitRequest {
  id: number;
  type: IdName;
  duration: IdName;
  limit: number | null;
  created_at: string;
  activate_at: string;
}
