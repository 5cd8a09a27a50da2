import { messages } from '@portal/contract';
import type { AppContext } from '../app-context';
import { brandPortalUrl } from '../brands/brand-portal-url';

const m = messages.activity;

/** Where the player reads a stored statement: the activity page of their brand's portal. */
export function statementLink(portalUrl: string, month: string): string {
  return `${portalUrl}/account/activity?${new URLSearchParams({ statement: month })}`;
}

/** Tells the player their statement of the month is ready, with the link to it and nothing else. */
export async function sendStatementEmail(
  ctx: Pick<AppContext, 'config' | 'integrations'>,
  player: { email: string; brand_id: number },
  month: string,
): Promise<void> {
  const link = statementLink(brandPortalUrl(ctx.config, player.brand_id), month);
  await ctx.integrations.mailer.send({
    template: 'monthly-statement',
    to: player.email,
    subject: m.monthlyEmailSubject(month),
    text: m.monthlyEmailText(month, link),
    link,
  });
}
