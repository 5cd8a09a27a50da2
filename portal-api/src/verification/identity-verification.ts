import type { AppContext } from '../app-context';
import { hashTokenSecret } from '../auth/token-secret';
import { fieldError, generalError, HttpError } from '../http/http-error';
import type { IdentityPerson } from '../integrations/identity/identity-verifier';
import { isVerifiedOutcome } from '../integrations/identity/identity-verifier';
import { messages } from '../messages';

const m = messages.verification;
const USER_STATUS = { active: 1, locked: 3 } as const;

async function person(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.query<{
    first_name: string;
    last_name: string;
    birth_date: string;
    country: string;
    id_verified: boolean;
  }>('SELECT first_name, last_name, birth_date, country, id_verified FROM users WHERE id = $1', [
    userId,
  ]);
  if (row.id_verified) throw generalError(422, m.idAlreadyVerified);
  const who: IdentityPerson = {
    userId,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    country: row.country,
  };
  return who;
}

/** POST /verification/registerId: opens an identity check with the provider for the player. */
export async function registerIdentityCheck(ctx: AppContext, userId: number): Promise<string> {
  const { verificationToken } = await ctx.integrations.identity.register(await person(ctx, userId));
  await ctx.db.query(
    'INSERT INTO identity_verifications (user_id, token_hash, created_at) VALUES ($1, $2, $3)',
    [userId, hashTokenSecret(verificationToken), ctx.clock()],
  );
  return verificationToken;
}

/**
 * POST /verification/id {verification_token, result}: asks the provider for the outcome of the
 * player's own open check. VERIFIED or VERIFIED_WITH_CHANGES verifies the player (and lifts a
 * lock); FAIL locks the account (status 3), any other outcome leaves it as it was (spec 1 §4).
 */
export async function confirmIdentityCheck(
  ctx: AppContext,
  userId: number,
  verificationToken: string,
  reported: string,
): Promise<string> {
  const who = await person(ctx, userId);
  const [check] = await ctx.db.query<{ id: number }>(
    `SELECT id FROM identity_verifications
     WHERE token_hash = $1 AND user_id = $2 AND completed_at IS NULL`,
    [hashTokenSecret(verificationToken), userId],
  );
  if (!check) throw fieldError('verification_token', m.idUnknownVerification);
  const outcome = await ctx.integrations.identity.outcome(verificationToken, who, reported);
  const verified = isVerifiedOutcome(outcome);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE identity_verifications SET completed_at = $2, outcome = $3 WHERE id = $1',
      [check.id, ctx.clock(), outcome],
    );
    if (verified) {
      await tx.query(
        `UPDATE users SET id_verified = true,
           status_id = CASE WHEN status_id = $2 THEN $3 ELSE status_id END
         WHERE id = $1`,
        [userId, USER_STATUS.locked, USER_STATUS.active],
      );
    } else if (outcome === 'FAIL') {
      await tx.query('UPDATE users SET status_id = $2 WHERE id = $1 AND status_id = $3', [
        userId,
        USER_STATUS.locked,
        USER_STATUS.active,
      ]);
    }
  });
  if (!verified) throw new HttpError(422, { error: [m.idFailed] }, { result: outcome });
  return outcome;
}
