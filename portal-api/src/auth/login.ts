import type { AppContext } from '../app-context';
import { generalError } from '../http/http-error';
import { messages } from '../messages';
import { hashPassword, verifyPassword } from './passwords';

export interface LoginInput {
  identifier: string;
  password: string;
  platform: string | null;
}

interface LoginCandidate {
  id: number;
  email: string;
  password_hash: string;
  failed_login_count: number;
}

/** Verified against when no player matches, so unknown emails take as long as wrong passwords. */
const unknownUserHash = hashPassword('no player has this password');

function attemptsExhausted(email: string) {
  return generalError(422, messages.loginAttemptsExhausted, {
    require_password_reset: true,
    email,
  });
}

/**
 * Checks email-or-username and password. A wrong password counts a failed attempt; once
 * `maxLoginAttempts` are used up the player must reset the password (meta.require_password_reset).
 * Success clears the count, records the login and returns a new token.
 */
export async function login(
  { db, clock, tokens, config }: AppContext,
  { identifier, password, platform }: LoginInput,
): Promise<string> {
  const [user] = await db.query<LoginCandidate>(
    `SELECT id, email, password_hash, failed_login_count FROM users
     WHERE lower(email) = lower($1) OR lower(name) = lower($1)
     ORDER BY lower(email) = lower($1) DESC LIMIT 1`,
    [identifier],
  );
  if (!user) {
    await verifyPassword(await unknownUserHash, password);
    throw generalError(422, messages.loginFailed);
  }
  if (user.failed_login_count >= config.maxLoginAttempts) throw attemptsExhausted(user.email);

  if (!(await verifyPassword(user.password_hash, password))) {
    const [{ failed_login_count }] = await db.query<{ failed_login_count: number }>(
      `UPDATE users SET failed_login_count = failed_login_count + 1 WHERE id = $1
       RETURNING failed_login_count`,
      [user.id],
    );
    if (failed_login_count >= config.maxLoginAttempts) throw attemptsExhausted(user.email);
    throw generalError(422, messages.loginFailed);
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
