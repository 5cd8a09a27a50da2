import type { Brand } from '@portal/brands';
import type { Queryable } from '../db/db';

/** A version of a brand's Terms and Conditions (spec 1 §3 Terms). */
export interface Terms {
  version: string;
  url: string;
  updated_at: string;
}

/** The brand's latest version in force at `now`, or null before its first one. */
export async function currentTerms(
  q: Queryable,
  brandId: number,
  now: Date,
): Promise<Terms | null> {
  const [row] = await q.query<{ version: string; url: string; updated_at: Date }>(
    `SELECT version, url, updated_at FROM terms_versions
     WHERE brand_id = $1 AND updated_at <= $2 ORDER BY updated_at DESC LIMIT 1`,
    [brandId, now],
  );
  return row ? { ...row, updated_at: row.updated_at.toISOString() } : null;
}

/**
 * Records each brand's terms version (brand.json legal.terms) the database does not have yet, in
 * force from `now`: a new version in a brand file asks that brand's players to accept it again.
 */
export async function publishBrandTerms(q: Queryable, brands: Brand[], now: Date): Promise<void> {
  for (const { id, legal } of brands) {
    await q.query(
      `INSERT INTO terms_versions (brand_id, version, url, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (brand_id, version) DO NOTHING`,
      [id, legal.terms.version, legal.terms.path, now],
    );
  }
}
