// Take a Break against portal-api (docs/responsible-gambling-api.md): a 1-day short break logs the
// player out at once, and logging in again is refused until the break ends.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInNewAuPlayer } from '../support/deposits';
import {
  accountPage,
  breakEndAsWritten,
  confirmDialog,
  expectLoggedOutAndLoginRefused,
  notice,
} from '../support/responsibleGambling';

test('a 1-day short break logs the player out, and login is refused until it ends', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info(), { verified: false });
  await page.goto('/account/take-a-break');
  const screen = accountPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Take a Break' })).toBeVisible();
  const shortBreak = screen.getByRole('tabpanel', { name: 'Short Break' });
  const submit = shortBreak.getByRole('button', { name: 'Take a Break' });
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'main');

  await shortBreak.getByLabel('Break period').selectOption({ label: '1 Day' });
  await submit.click();
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/users/break') && response.status() === 200,
  );
  await confirmDialog(page, 'Confirm your break');
  const until = await breakEndAsWritten(await accepted, 'en-AU');
  await expect(notice(page, 'Your Break request was accepted.')).toBeVisible();

  await expectLoggedOutAndLoginRefused(page, player.email, `You are on a break until ${until}.`);
  const oldSession = await page.request.get(`${player.api}/users/current`, {
    headers: player.headers,
  });
  expect(oldSession.status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
});
