import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import type { RateLimit, TakenEvent } from '../auth/rate-limiter';
import { messages } from '@portal/contract';
import { ErrorCollector } from '../validation/error-collector';
import { readText, type Body } from '../validation/values';
import { readNewPassword } from './password-rules-input';

const m = messages.password;

/** Wrong current passwords counted per player and per IP: guessing it with a stolen token. */
export function passwordChangeLimits(ctx: AppContext, userId: number, ip: string): RateLimit[] {
  const max = ctx.config.abuseLimits.passwordChangeFailures;
  const windowSeconds = ctx.config.loginThrottle.windowSeconds;
  return [
    { key: `password-change:user:${userId}`, max, windowSeconds },
    { key: `password-change:ip:${ip}`, max, windowSeconds },
  ];
}

/**
 * POST /users/password with {password, new_password, new_confirm_password} and the bearer token:
 * changes the signed-in player's password after checking the current one. The other sessions of
 * the player end; this one stays.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  body: Body,
  takeAttempt: () => Promise<TakenEvent | undefined>,
) {
  const e = new ErrorCollector();
  const current = readText(body, 'password', e, {
    label: 'Current password',
    required: m.currentRequired,
    max: 1000,
    raw: true,
  });
  const password = readNewPassword(body, e);
  e.throwIfAny();
  // The attempt counts as a wrong password until the password proves right: parallel guesses can
  // never get past the limit.
  const attempt = await takeAttempt();
  const [user] = await ctx.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [auth.userId],
  );
  if (!(await ctx.passwords.verify(user.password_hash, current!))) {
    e.add('password', m.currentWrong);
  } else {
    await ctx.limiter.giveBack(attempt);
    if (password === current) e.add('new_password', m.sameAsCurrent);
  }
  e.throwIfAny();
  const passwordHash = await ctx.passwords.hash(password!);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE users SET password_hash = $2, password_reset_required = false WHERE id = $1',
      [auth.userId, passwordHash],
    );
    await tx.query(
      `UPDATE access_tokens SET revoked_at = $3
       WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
      [auth.userId, auth.tokenId, now],
    );
  });
}
