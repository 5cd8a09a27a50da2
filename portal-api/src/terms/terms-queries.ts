import type { Queryable } from '../db/db';

/** A version of the Terms and Conditions (spec 1 §3 Terms). */
export interface Terms {
  version: string;
  url: string;
  updated_at: string;
}

/** The latest version in force at `now`, or null before the first one. */
export async function currentTerms(q: Queryable, now: Date): Promise<Terms | null> {
  const [row] = await q.query<{ version: string; url: string; updated_at: Date }>(
    `SELECT version, url, updated_at FROM terms_versions
     WHERE updated_at <= $1 ORDER BY updated_at DESC LIMIT 1`,
    [now],
  );
  return row ? { ...row, updated_at: row.updated_at.toISOString() } : null;
}
