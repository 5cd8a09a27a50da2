import type { Queryable } from '../db/db';

/**
 * Keeps that the player accepted version `version` of brand `brandId`'s terms at `now`; accepting
 * a version again keeps the first time.
 */
export async function recordTermsAcceptance(
  q: Queryable,
  userId: number,
  brandId: number,
  version: string,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO terms_acceptances (user_id, brand_id, version, accepted_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [userId, brandId, version, now],
  );
}

/**
 * The SQL of the newest version of brand `brand`'s terms the player `user` accepted (null for
 * none): the user payload's accepted_terms_version on that brand.
 */
export function acceptedTermsSql({ user, brand }: { user: string; brand: string }): string {
  return `(SELECT ta.version FROM terms_acceptances ta
    JOIN terms_versions tv ON tv.brand_id = ta.brand_id AND tv.version = ta.version
    WHERE ta.user_id = ${user} AND ta.brand_id = ${brand}
    ORDER BY tv.updated_at DESC LIMIT 1)`;
}
