import type { AppContext } from '../app-context';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';
import { allowsLogin, blockMessage } from '../restrictions/account-blocks';
import { playerState, timeLimitRefusal } from '../restrictions/session-gate';
import { lockPlayer } from '../restrictions/player-lock';
import { isEmail } from '../validation/values';
import {
  clearIdentifierFailures,
  identifierScope,
  normaliseIdentifier,
  recordIdentifierFailure,
} from './login-attempts';
import { isWeakPassword } from './password-rules';
import type { TakenEvent } from './rate-limiter';

export interface LoginInput {
  identifier: string;
  password: string;
  platform: string | null;
  /** The throttle's attempt taken for this login (LoginThrottle.take): kept when it fails. */
  attempt: TakenEvent | undefined;
  /** The brands whose accounts may log in on the request's brand, that brand first. */
  brandIds: number[];
  /** A closed account asks for a read-only session (its statements and history). */
  readOnly: boolean;
}

interface LoginCandidate {
  id: number;
  brand_id: number;
  email: string;
  password_hash: string;
  failed_login_count: number;
  password_reset_required: boolean;
}

/**
 * A refusal that sends the player to the reset-password form (spec 1 §4 Forced password reset).
 * meta.email only when the player typed that e-mail: a username never reveals its account's e-mail.
 */
function mustResetPassword(message: string, identifier: string, email?: string) {
  const typed = normaliseIdentifier(identifier);
  const typedEmail = email === undefined ? isEmail(typed) : typed === email.toLowerCase();
  return generalError(422, message, {
    require_password_reset: true,
    ...(typedEmail ? { email: email ?? identifier.trim() } : {}),
  });
}

/** Wrong credentials, with the attempts this identifier has left before the forced reset. */
function loginFailed(maxAttempts: number, failures: number) {
  return generalError(422, messages.loginFailed, {
    attempts_left: Math.max(0, maxAttempts - failures),
  });
}

/**
 * Checks email-or-username and password among the accounts usable on the request's brand (an
 * account of another brand, unless the brands share accounts, is not found). Every refusal costs one argon2 verification, known
 * account or not, locked or not, so the time of the answer says nothing. A wrong password keeps the
 * throttle's attempt (taken before, LoginThrottle.take) and counts a failed attempt for the account
 * and for the typed identifier (meta.attempts_left); once `maxLoginAttempts` are used up, or when the password no longer meets the rules or
 * was marked for reset, the player must reset it (meta.require_password_reset). An identifier no
 * player has behaves the same way. A closed, self-excluded or resting account (a long break or
 * timeout) is refused with the reason and its end once the password matched, and so is a player
 * whose daily time limit is used up; a short break logs in to a session that may only see the
 * balance, withdraw and read cash transactions, and a closed account asking `readOnly` to one that
 * may only read (session-gate.ts). Success clears the counts and
 * returns a new token.
 */
export async function login(
  { db, clock, tokens, config, passwords, loginThrottle }: AppContext,
  { identifier, password, platform, brandIds, attempt, readOnly }: LoginInput,
): Promise<string> {
  const max = config.maxLoginAttempts;
  const scope = identifierScope(brandIds);
  const [user] = await db.query<LoginCandidate>(
    `SELECT id, brand_id, email, password_hash, failed_login_count, password_reset_required
     FROM users
     WHERE brand_id = ANY($2::integer[]) AND (lower(email) = lower($1) OR lower(name) = lower($1))
     ORDER BY lower(email) = lower($1) DESC, brand_id = ($2::integer[])[1] DESC LIMIT 1`,
    [identifier, brandIds],
  );
  if (!user) {
    await passwords.verifyNothing(password);
    const failures = await recordIdentifierFailure(db, scope, identifier, clock);
    if (failures >= max) throw mustResetPassword(messages.loginAttemptsExhausted, identifier);
    throw loginFailed(max, failures);
  }
  const passwordMatches = await passwords.verify(user.password_hash, password);
  if (user.failed_login_count >= max) {
    throw mustResetPassword(messages.loginAttemptsExhausted, identifier, user.email);
  }
  if (!passwordMatches) {
    const failures = await recordIdentifierFailure(db, scope, identifier, clock);
    const [{ failed_login_count }] = await db.query<{ failed_login_count: number }>(
      `UPDATE users SET failed_login_count = failed_login_count + 1 WHERE id = $1
       RETURNING failed_login_count`,
      [user.id],
    );
    if (failed_login_count >= max) {
      throw mustResetPassword(messages.loginAttemptsExhausted, identifier, user.email);
    }
    throw loginFailed(max, failures);
  }
  await loginThrottle.recordSuccess(scope, identifier, attempt);
  // Under the player's lock: a break, self-exclusion or closure being applied at this moment either
  // ends this session with the others or is seen here and refuses it.
  return db.transaction(async (tx) => {
    await lockPlayer(tx, user.id);
    const now = clock();
    const { block, time } = await playerState(tx, user.id, now);
    if (block?.kind === 'closed' && !readOnly) {
      // The player may still sign in to read their statements and history (meta.read_only_login).
      throw generalError(422, blockMessage(block, config), { read_only_login: true });
    }
    if (block && block.kind !== 'closed' && !allowsLogin(block)) {
      throw generalError(422, blockMessage(block, config));
    }
    if (time?.leftSeconds === 0) {
      throw generalError(422, await timeLimitRefusal(tx, config, user.id, time, now));
    }
    if (user.password_reset_required || isWeakPassword(password)) {
      throw mustResetPassword(messages.loginWeakPassword, identifier, user.email);
    }
    await tx.query('UPDATE users SET failed_login_count = 0, last_login_at = $2 WHERE id = $1', [
      user.id,
      now,
    ]);
    await clearIdentifierFailures(tx, scope, user.id);
    return tokens.issue(tx, {
      userId: user.id,
      brandId: user.brand_id,
      platform,
      sessionStartedAt: now,
    });
  });
}
