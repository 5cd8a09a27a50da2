import { expect, test } from '@playwright/test';
import { latestEmailLink, registerAuPlayer } from '../support/auth';
import { API_URL, PORTS } from '../support/ports';

/**
 * The links the API e-mails bring a player back to their own brand's site (issue 17): a Violet Bet
 * player's password-reset link opens brand B, where the new password then works.
 */
const BRAND_B_HOST = 'brand-b.localhost';
const BRAND_B = `http://${BRAND_B_HOST}:${PORTS.portal}`;
const CHANGED_PASSWORD = 'Changed456';

test('a brand B player’s reset link opens brand B, and the new password logs in there', async ({
  page,
  playwright,
}) => {
  const onBrandB = await playwright.request.newContext({
    extraHTTPHeaders: { 'X-Product': BRAND_B_HOST },
  });
  const email = await registerAuPlayer(onBrandB, API_URL);

  await page.goto(`${BRAND_B}/betting?modal=forgot-password`);
  const forgot = page.getByRole('dialog', { name: 'Forgot Details' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('We have sent you an email to reset your password')).toBeVisible();

  const link = new URL(await latestEmailLink(page.request, API_URL, email));
  expect(link.origin).toBe(BRAND_B);
  await page.goto(link.href);
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('New Password', { exact: true }).fill(CHANGED_PASSWORD);
  await reset.getByLabel('Confirm New Password').fill(CHANGED_PASSWORD);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been updated!')).toBeVisible();

  const login = page.getByRole('dialog');
  await login.getByLabel('Username or Email').fill(email);
  await login.getByLabel('Password').fill(CHANGED_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance-button')).toBeVisible();
  const apiLogin = await onBrandB.post(`${API_URL}/auth`, {
    data: { email, password: CHANGED_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  expect(apiLogin.ok()).toBe(true);
  await onBrandB.dispose();
});
