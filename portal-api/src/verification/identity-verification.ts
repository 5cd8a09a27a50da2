import type { AppContext } from '../app-context';
import { hashTokenSecret } from '../auth/token-secret';
import { fieldError, generalError, HttpError } from '../http/http-error';
import {
  isVerifiedOutcome,
  PENDING_OUTCOME,
  type IdentityPerson,
} from '../integrations/identity/identity-verifier';
import { messages } from '@portal/contract';

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
 * POST /verification/id {verification_token}: asks the provider for the outcome of the player's
 * own open check; nothing the player sends decides it. VERIFIED or VERIFIED_WITH_CHANGES verifies
 * the player (and lifts a lock); FAIL locks the account (status 3). Any other outcome is refused;
 * a PENDING check stays open so that it can be asked again once the widget is finished.
 */
export async function confirmIdentityCheck(
  ctx: AppContext,
  userId: number,
  verificationToken: string,
): Promise<string> {
  await person(ctx, userId);
  const tokenHash = hashTokenSecret(verificationToken);
  const open = await ctx.db.query(
    `SELECT 1 FROM identity_verifications
     WHERE token_hash = $1 AND user_id = $2 AND completed_at IS NULL`,
    [tokenHash, userId],
  );
  if (open.length === 0) throw fieldError('verification_token', m.idUnknownVerification);
  const outcome = await ctx.integrations.identity.outcome(verificationToken);
  const verified = isVerifiedOutcome(outcome);
  if (outcome !== PENDING_OUTCOME) {
    const completed = await ctx.db.transaction(async (tx) => {
      const [check] = await tx.query(
        `UPDATE identity_verifications SET completed_at = $3, outcome = $4
         WHERE token_hash = $1 AND user_id = $2 AND completed_at IS NULL RETURNING 1`,
        [tokenHash, userId, ctx.clock(), outcome],
      );
      if (!check) return false;
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
      return true;
    });
    if (!completed) throw fieldError('verification_token', m.idUnknownVerification);
  }
  if (!verified) throw new HttpError(422, { error: [m.idFailed] }, { result: outcome });
  return outcome;
}
