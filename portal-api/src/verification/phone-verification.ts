import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from '../app-context';
import { addSeconds } from '../clock';
import { fieldError, generalError } from '../http/http-error';
import { messages } from '@portal/contract';

const m = messages.verification;
const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
export const PHONE_CODE = /^\d{6}$/;

function codeHash(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** POST /verification/phone?type=sms: texts a 6-digit code (valid 10 minutes) to the player. */
export async function sendPhoneCode(ctx: AppContext, userId: number): Promise<string> {
  const [user] = await ctx.db.query<{
    phone: string | null;
    phone_verified: boolean;
    calling_code: string | null;
  }>('SELECT phone, phone_verified, calling_code FROM users WHERE id = $1', [userId]);
  if (!user.phone) throw fieldError('phone', m.phoneMissing);
  if (user.phone_verified) throw generalError(422, m.phoneAlreadyVerified);
  const now = ctx.clock();
  const [{ count }] = await ctx.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM phone_verification_codes
     WHERE user_id = $1 AND created_at > $2`,
    [userId, addSeconds(now, -3600)],
  );
  if (count >= MAX_CODES_PER_HOUR) throw generalError(429, messages.tooManyRequests(3600));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE phone_verification_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
      [userId, now],
    );
    await tx.query(
      `INSERT INTO phone_verification_codes (user_id, phone, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [userId, user.phone, codeHash(userId, code), now, addSeconds(now, CODE_TTL_SECONDS)],
    );
  });
  const international = user.phone.replace(/^0/, '');
  await ctx.integrations.sms.send({
    to: `+${user.calling_code ?? ''}${international}`,
    text: m.smsText(code),
    code,
  });
  return m.codeSent;
}

/**
 * POST /verification/phone/{code}: the latest code sent to the player's current number verifies
 * it. Five wrong tries use a code up.
 */
export async function confirmPhoneCode(ctx: AppContext, userId: number, code: string) {
  if (!PHONE_CODE.test(code)) throw fieldError('code', m.codeFormat);
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx.query<{ id: number; code_hash: string; failed_attempts: number }>(
      `SELECT c.id, c.code_hash, c.failed_attempts FROM phone_verification_codes c
       JOIN users u ON u.id = c.user_id AND u.phone = c.phone
       WHERE c.user_id = $1 AND c.used_at IS NULL AND c.expires_at > $2
       ORDER BY c.created_at DESC, c.id DESC LIMIT 1 FOR UPDATE OF c`,
      [userId, now],
    );
    if (!pending) return m.codeExpired;
    if (pending.code_hash !== codeHash(userId, code)) {
      const attempts = pending.failed_attempts + 1;
      const usedUp = attempts >= MAX_CODE_ATTEMPTS;
      await tx.query(
        'UPDATE phone_verification_codes SET failed_attempts = $2, used_at = $3 WHERE id = $1',
        [pending.id, attempts, usedUp ? now : null],
      );
      return usedUp ? m.codeAttemptsUsed : m.codeWrong;
    }
    await tx.query('UPDATE phone_verification_codes SET used_at = $2 WHERE id = $1', [
      pending.id,
      now,
    ]);
    await tx.query('UPDATE users SET phone_verified = true WHERE id = $1', [userId]);
    return null;
  });
  if (outcome) throw fieldError('code', outcome);
}
