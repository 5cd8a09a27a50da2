import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughModal } from '../../support/auth';
import { DEMO_AU_UNVERIFIED, DEMO_PASSWORD } from '../../support/players';

test('an idle player is logged out and the Session Expired dialog reopens login', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginThroughModal(page, DEMO_AU_UNVERIFIED, DEMO_PASSWORD);

  const expired = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toBeVisible({ timeout: 30_000 });
  await expect(expired).toContainText(
    'You have been logged out because you have been inactive for some time, please log in again to continue.',
  );
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await expired.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/modal=login/);
  await expect(page.getByRole('dialog').getByLabel('Username or Email')).toBeVisible();
});
