import { expect, test } from '@playwright/test';
import {
  apiUrlOf,
  expectNoSeriousA11yViolations,
  latestEmailLink,
  loginThroughModal,
  NEW_PASSWORD,
  registerAuPlayer,
} from '../support/auth';

const CHANGED_PASSWORD = 'Changed456';

test('forgot password, reset through the emailed link, then log in with the new password', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);

  await page.goto('/betting?modal=login');
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot Details' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Details' });
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText('Email is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('We have sent you an email to reset your password')).toBeVisible();

  const link = await latestEmailLink(page.request, api, email);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('New Password', { exact: true }).fill(CHANGED_PASSWORD);
  await reset.getByLabel('Confirm New Password').fill('Changed457');
  await expect(reset.getByText('Passwords must match')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reset.getByLabel('Confirm New Password').fill(CHANGED_PASSWORD);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been updated!')).toBeVisible();

  const login = page.getByRole('dialog');
  await expect(page).toHaveURL(/modal=login/);
  await login.getByLabel('Username or Email').fill(email);
  await login.getByLabel('Password').fill(CHANGED_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance-button')).toBeVisible();
});

test('a signed-in player changes the password', async ({ page }, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  await loginThroughModal(page, email, NEW_PASSWORD);

  await page.goto('/betting?modal=update-password');
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByRole('button', { name: 'Update Password' }).click();
  await expect(change.getByText('Current password is required')).toBeVisible();
  await expect(change.getByLabel('Current Password')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await change.getByLabel('Current Password').fill(NEW_PASSWORD);
  await change.getByLabel('New Password', { exact: true }).fill(CHANGED_PASSWORD);
  await change.getByLabel('Confirm New Password').fill(CHANGED_PASSWORD);
  await change.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password has been updated!')).toBeVisible();
  await expect(page).not.toHaveURL(/modal=/);
});
