import type { AppContext } from '../app-context';
import {
  consumeOneTimeToken,
  countIssuedSince,
  issueOneTimeToken,
  oneTimeTokenOwner,
} from '../auth/one-time-tokens';
import { addSeconds } from '../clock';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';

const m = messages.verification;
const LINK_TTL_SECONDS = 24 * 60 * 60;
export const MAX_VERIFICATION_EMAILS_PER_HOUR = 5;

/** POST /verification/email: e-mails the player a link that confirms the address. */
export async function sendEmailVerification(ctx: AppContext, userId: number): Promise<string> {
  const [user] = await ctx.db.query<{ email: string; email_verified: boolean }>(
    'SELECT email, email_verified FROM users WHERE id = $1',
    [userId],
  );
  if (user.email_verified) throw generalError(422, m.emailAlreadyVerified);
  const now = ctx.clock();
  const since = addSeconds(now, -3600);
  if (
    (await countIssuedSince(ctx.db, userId, 'email_verification', since)) >=
    MAX_VERIFICATION_EMAILS_PER_HOUR
  ) {
    throw generalError(429, messages.tooManyRequests(3600));
  }
  const token = await issueOneTimeToken(ctx.db, {
    userId,
    purpose: 'email_verification',
    ttlSeconds: LINK_TTL_SECONDS,
    now,
  });
  const link = `${ctx.config.apiPublicUrl}/verification/email/confirm?${new URLSearchParams({ token })}`;
  await ctx.integrations.mailer.send({
    template: 'email-verification',
    to: user.email,
    subject: m.emailSubject,
    text: m.emailText(link),
    link,
  });
  return m.emailSent;
}

/**
 * GET /verification/email/confirm?token: the e-mailed link. Marks the address verified when the
 * token is valid (it works once, and a changed email voids it). Says whether it did, and the brand
 * of the player the link was sent to (null for a token never issued), whose site the link returns
 * to even when it has expired or was used.
 */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
): Promise<{ verified: boolean; brandId: number | null }> {
  return ctx.db.transaction(async (tx) => {
    const owner = await consumeOneTimeToken(tx, 'email_verification', token, ctx.clock());
    if (owner) {
      const [user] = await tx.query<{ brand_id: number }>(
        'UPDATE users SET email_verified = true WHERE id = $1 RETURNING brand_id',
        [owner.userId],
      );
      return { verified: true, brandId: user.brand_id };
    }
    const sentTo = await oneTimeTokenOwner(tx, 'email_verification', token);
    const [user] = sentTo
      ? await tx.query<{ brand_id: number }>('SELECT brand_id FROM users WHERE id = $1', [sentTo])
      : [];
    return { verified: false, brandId: user?.brand_id ?? null };
  });
}
