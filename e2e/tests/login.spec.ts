import { expect, test } from '@playwright/test';
import { DEMO_AU, DEMO_PASSWORD } from './support/players';

test('a demo player logs in through the login modal and sees the balance', async ({ page }) => {
  await page.goto('/betting');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/modal=login/);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(DEMO_AU);
  await dialog.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance-button')).toContainText('$');
  await expect(page).not.toHaveURL(/modal=login/);
});

test('a wrong password shows the server message under the Login button', async ({ page }) => {
  await page.goto('/betting?modal=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(DEMO_AU);
  await dialog.getByLabel(/password/i).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
});
