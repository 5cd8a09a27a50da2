// Close Account against portal-api (docs/responsible-gambling-api.md): closing logs the player out
// at once, and logging in again is refused.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInNewAuPlayer } from '../support/deposits';
import {
  accountPage,
  confirmDialog,
  expectLoggedOutAndLoginRefused,
  expectSessionEnded,
  notice,
} from '../support/responsibleGambling';

test('closing the account logs the player out, and login is refused', async ({ page }) => {
  const player = await signInNewAuPlayer(page, test.info(), { verified: false });
  await page.goto('/account/close-account');
  const screen = accountPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Close Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  await screen.getByRole('button', { name: 'Close Account' }).click();
  await confirmDialog(page, 'Confirm Close Account', 'Close Account');
  await expect(notice(page, 'Your account has been closed. You are now logged out.')).toBeVisible();

  await expectLoggedOutAndLoginRefused(
    page,
    player.email,
    'Your account is closed. Please contact customer support.',
  );
  await expectSessionEnded(page, player);
  await expectNoSeriousA11yViolations(page);
});
