import type { IdName } from '../id-name';

/** A limit type the player may set, with its durations (registration and locale metadata). */
export interface AvailableLimit {
  id: number;
  name: string;
  has_amount: boolean;
  durations: IdName[];
}

/** A limit in force; `limit` is cents, null for a plain duration (time limits). */
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
