import type { AppContext } from '../app-context';
import { consumeOneTimeToken, countIssuedSince, issueOneTimeToken } from '../auth/one-time-tokens';
import { addSeconds } from '../clock';
import { generalError } from '../http/http-error';
import { messages } from '../messages';

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
    to: user.email,
    subject: m.emailSubject,
    text: m.emailText(link),
    link,
  });
  return m.emailSent;
}

/**
 * GET /verification/email/confirm?token: the e-mailed link. Marks the address verified when the
 * token is valid (it works once, and a changed email voids it); true on success.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const owner = await consumeOneTimeToken(tx, 'email_verification', token, ctx.clock());
    if (!owner) return false;
    await tx.query('UPDATE users SET email_verified = true WHERE id = $1', [owner.userId]);
    return true;
  });
}
