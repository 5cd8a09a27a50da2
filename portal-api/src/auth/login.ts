import type { AppContext } from '../app-context';
import { generalError } from '../http/http-error';
import { messages } from '../messages';
import { isWeakPassword } from './password-rules';

export interface LoginInput {
  identifier: string;
  password: string;
  platform: string | null;
  /** The client's IP, for the throttle. */
  ip: string;
}

interface LoginCandidate {
  id: number;
  email: string;
  password_hash: string;
  failed_login_count: number;
  password_reset_required: boolean;
}

/** A refusal that sends the player to the reset-password form (spec 1 §4 Forced password reset). */
function mustResetPassword(message: string, email: string) {
  return generalError(422, message, { require_password_reset: true, email });
}

/**
 * Checks email-or-username and password. A wrong password counts a failed attempt (for the account
 * and the throttle); once `maxLoginAttempts` are used up, or when the password no longer meets the
 * rules or was marked for reset, the player must reset it (meta.require_password_reset and
 * meta.email). Success clears the count, records the login and returns a new token.
 */
export async function login(
  { db, clock, tokens, config, passwords, loginThrottle }: AppContext,
  { identifier, password, platform, ip }: LoginInput,
): Promise<string> {
  const [user] = await db.query<LoginCandidate>(
    `SELECT id, email, password_hash, failed_login_count, password_reset_required FROM users
     WHERE lower(email) = lower($1) OR lower(name) = lower($1)
     ORDER BY lower(email) = lower($1) DESC LIMIT 1`,
    [identifier],
  );
  if (!user) {
    await passwords.verifyNothing(password);
    loginThrottle.recordFailure(identifier, ip);
    throw generalError(422, messages.loginFailed);
  }
  if (user.failed_login_count >= config.maxLoginAttempts) {
    throw mustResetPassword(messages.loginAttemptsExhausted, user.email);
  }

  if (!(await passwords.verify(user.password_hash, password))) {
    loginThrottle.recordFailure(identifier, ip);
    const [{ failed_login_count }] = await db.query<{ failed_login_count: number }>(
      `UPDATE users SET failed_login_count = failed_login_count + 1 WHERE id = $1
       RETURNING failed_login_count`,
      [user.id],
    );
    if (failed_login_count >= config.maxLoginAttempts) {
      throw mustResetPassword(messages.loginAttemptsExhausted, user.email);
    }
    throw generalError(422, messages.loginFailed);
  }
  loginThrottle.recordSuccess(identifier);
  if (user.password_reset_required || isWeakPassword(password)) {
    throw mustResetPassword(messages.loginWeakPassword, user.email);
  }

  const now = clock();
  return db.transaction(async (tx) => {
    await tx.query('UPDATE users SET failed_login_count = 0, last_login_at = $2 WHERE id = $1', [
      user.id,
      now,
    ]);
    return tokens.issue(tx, { userId: user.id, platform, sessionStartedAt: now });
  });
}
