// Take a timeout on the US portal against portal-api (docs/responsible-gambling-api.md): a 3-day
// timeout logs the player out, and logging in again is refused until it ends.
import { expect, test } from '@playwright/test';
import { apiUrlOf, expectNoSeriousA11yViolations } from '../../support/auth';
import { registerUsPlayer, signInPlayer } from '../../support/deposits';
import {
  accountPage,
  breakEndAsWritten,
  confirmDialog,
  expectLoggedOutAndLoginRefused,
  notice,
} from '../../support/responsibleGambling';

test('a US player takes a 3-day timeout, is logged out and cannot log in', async ({ page }) => {
  const email = await registerUsPlayer(page.request, apiUrlOf(test.info()));
  const player = await signInPlayer(page, test.info(), email, { verified: false });
  await page.goto('/account/timeout');
  const screen = accountPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Take a timeout' })).toBeVisible();
  const submit = screen.getByRole('button', { name: 'Take a timeout' });
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'main');

  await screen.getByLabel('Timeout period').selectOption({ label: '3 Days' });
  await submit.click();
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/users/break') && response.status() === 200,
  );
  await confirmDialog(page, 'Confirm your timeout');
  const response = await accepted;
  expect(response.request().postDataJSON()).toEqual({ period: '3d' });
  const { data } = await response.json();
  expect(Date.parse(data.break_end_at) - Date.parse(data.break_applied_at)).toBe(
    3 * 24 * 60 * 60 * 1000,
  );
  const until = await breakEndAsWritten(response, 'en-US');
  await expect(notice(page, 'Your timeout request was applied.')).toBeVisible();

  await expectLoggedOutAndLoginRefused(page, email, `You are on a timeout until ${until}.`);
  const oldSession = await page.request.get(`${player.api}/users/current`, {
    headers: player.headers,
  });
  expect(oldSession.status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
});
