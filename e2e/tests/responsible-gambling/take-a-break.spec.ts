// Take a Break against portal-api (docs/responsible-gambling-api.md): a 6-month long break logs the
// player out at once, and logging in again is refused until the break ends (a short break's session
// is in short-break-session.spec.ts).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInNewAuPlayer } from '../support/deposits';
import {
  accountPage,
  breakEndAsWritten,
  expectLoggedOutAndLoginRefused,
  expectSessionEnded,
  notice,
  takeBreakThroughForm,
} from '../support/responsibleGambling';

test('a 6-month long break logs the player out, and login is refused until it ends', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info(), { verified: false });
  await page.goto('/account/take-a-break');
  const screen = accountPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Take a Break' })).toBeVisible();
  await screen.getByRole('tab', { name: 'Long Break' }).click();
  const accepted = await takeBreakThroughForm(page, {
    form: screen.getByRole('tabpanel', { name: 'Long Break' }),
    periodLabel: 'Break period',
    period: '6 Months',
    submitLabel: 'Take a Break',
    dialogTitle: 'Confirm your break',
  });
  expect(accepted.request().postDataJSON()).toEqual({ period: '6m' });
  const until = await breakEndAsWritten(accepted, 'en-AU');
  await expect(notice(page, 'Your Break request was accepted.')).toBeVisible();

  await expectLoggedOutAndLoginRefused(page, player.email, `You are on a break until ${until}.`);
  await expectSessionEnded(page, player);
  await expectNoSeriousA11yViolations(page);
});
