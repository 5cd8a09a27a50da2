import type { AppContext } from '../app-context';
import { clearIdentifierFailures, identifierScope } from '../auth/login-attempts';
import { accountBrandIds } from '../brands/request-brand';
import { brandPortalUrl } from '../brands/brand-portal-url';
import { consumeOneTimeToken, countIssuedSince, issueOneTimeToken } from '../auth/one-time-tokens';
import { addSeconds } from '../clock';
import { fieldError, generalError, HttpError } from '../http/http-error';
import { messages } from '@portal/contract';
import { ErrorCollector } from '../validation/error-collector';
import { isEmail, readText, type Body } from '../validation/values';
import { readNewPassword } from './password-rules-input';

const m = messages.password;
/** Reset e-mails one player can be sent per hour. */
export const MAX_RESET_EMAILS_PER_HOUR = 5;

function readEmail(body: Body, e: ErrorCollector): string | undefined {
  const email = readText(body, 'email', e, { label: 'Email', required: m.emailRequired });
  if (email === undefined) return undefined;
  if (isEmail(email)) return email;
  e.add('email', messages.signup.emailInvalid);
  return undefined;
}

/**
 * The link of the e-mail: the portal of the account's brand opens its reset-password modal with
 * the email and token.
 */
function resetLink(portalUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ modal: 'reset-password', email, token });
  return `${portalUrl}/betting?${query}`;
}

/**
 * POST /users/password/request: e-mails a single-use reset link to the account usable on the
 * request's brand (`brandIds`, that brand first). An unknown email is named ('Email not found',
 * spec 1 §8); at most five links an hour per player.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  body: Body,
  brandIds: number[],
): Promise<string> {
  const e = new ErrorCollector();
  const email = readEmail(body, e);
  e.throwIfAny();
  const [user] = await ctx.db.query<{ id: number; email: string; brand_id: number }>(
    `SELECT id, email, brand_id FROM users WHERE brand_id = ANY($2::integer[]) AND lower(email) = lower($1)
     ORDER BY brand_id = ($2::integer[])[1] DESC LIMIT 1`,
    [email!, brandIds],
  );
  if (!user) throw fieldError('email', m.emailNotFound);
  const now = ctx.clock();
  const sent = await countIssuedSince(ctx.db, user.id, 'password_reset', addSeconds(now, -3600));
  if (sent >= MAX_RESET_EMAILS_PER_HOUR) throw generalError(429, messages.tooManyRequests(3600));
  const ttl = ctx.config.passwordResetTtlSeconds;
  const token = await issueOneTimeToken(ctx.db, {
    userId: user.id,
    purpose: 'password_reset',
    ttlSeconds: ttl,
    now,
  });
  const link = resetLink(brandPortalUrl(ctx.config, user.brand_id), user.email, token);
  await ctx.integrations.mailer.send({
    template: 'password-reset',
    to: user.email,
    subject: m.resetEmailSubject,
    text: m.resetEmailText(link, Math.round(ttl / 60)),
    link,
  });
  return m.resetEmailSent;
}

/**
 * POST /users/password with {email, token, new_password, new_confirm_password}: sets the password
 * from an e-mailed link. The link works once and only for its email; the reset also clears the
 * failed attempts and a forced reset, and ends every session of the player.
 */
export async function resetPassword(ctx: AppContext, body: Body): Promise<void> {
  const e = new ErrorCollector();
  const email = readEmail(body, e);
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  if (!token) e.add('error', m.resetLinkInvalid);
  const password = readNewPassword(body, e);
  e.throwIfAny();
  const passwordHash = await ctx.passwords.hash(password!);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const owner = await consumeOneTimeToken(tx, 'password_reset', token, now);
    const [user] = owner
      ? await tx.query<{ id: number; brand_id: number }>(
          'SELECT id, brand_id FROM users WHERE id = $1 AND lower(email) = lower($2)',
          [owner.userId, email!],
        )
      : [];
    if (!user) throw new HttpError(422, { error: [m.resetLinkInvalid] });
    await tx.query(
      `UPDATE users SET password_hash = $2, failed_login_count = 0, password_reset_required = false
       WHERE id = $1`,
      [user.id, passwordHash],
    );
    await tx.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [user.id, now],
    );
    const scope = identifierScope(accountBrandIds(ctx.config.brands, user.brand_id));
    await clearIdentifierFailures(tx, scope, user.id);
  });
}
