// Take a timeout on the US portal against portal-api (docs/responsible-gambling-api.md): a 6-month
// timeout logs the player out, and logging in again is refused until it ends.
import { expect, test } from '@playwright/test';
import { apiUrlOf, expectNoSeriousA11yViolations } from '../../support/auth';
import { registerUsPlayer, signInPlayer } from '../../support/deposits';
import {
  accountPage,
  breakEndAsWritten,
  expectLoggedOutAndLoginRefused,
  expectSessionEnded,
  notice,
  takeBreakThroughForm,
} from '../../support/responsibleGambling';

test('a US player takes a 6-month timeout, is logged out and cannot log in', async ({ page }) => {
  const email = await registerUsPlayer(page.request, apiUrlOf(test.info()));
  const player = await signInPlayer(page, test.info(), email, { verified: false });
  await page.goto('/account/timeout');
  const screen = accountPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Take a timeout' })).toBeVisible();
  const response = await takeBreakThroughForm(page, {
    form: screen,
    periodLabel: 'Timeout period',
    period: '6 Months',
    submitLabel: 'Take a timeout',
    dialogTitle: 'Confirm your timeout',
  });
  expect(response.request().postDataJSON()).toEqual({ period: '6m' });
  const { data } = await response.json();
  expect(data.break_kind).toBe('long');
  const until = await breakEndAsWritten(response, 'en-US');
  await expect(notice(page, 'Your timeout request was applied.')).toBeVisible();

  await expectLoggedOutAndLoginRefused(page, email, `You are on a timeout until ${until}.`);
  await expectSessionEnded(page, player);
  await expectNoSeriousA11yViolations(page);
});
