import { expect, test } from '@playwright/test';
import { DEMO_AU, DEMO_PASSWORD, TOKEN_COOKIE } from './support/players';

test('a demo player logs in through the login modal, sees the balance and holds a session cookie', async ({
  page,
}) => {
  const response = await page.goto('/betting');
  // Anything the policy has no directive for comes only from the portal.
  expect(response?.headers()['content-security-policy']).toMatch(/(^|; )default-src 'self'(;|$)/);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/modal=login/);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(DEMO_AU);
  await dialog.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance-button')).toContainText('$');
  await expect(page).not.toHaveURL(/modal=login/);
  // The token cookie has no expiry (it ends with the browser session) and goes to no other site.
  const token = (await page.context().cookies()).find(({ name }) => name === TOKEN_COOKIE);
  expect(token).toMatchObject({ expires: -1, sameSite: 'Strict', secure: false, path: '/' });
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
