// Issue 10: identity verification through the sandbox widget, on the profile and after sign-up.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInNewPlayer } from './profilePlayer';

/**
 * Opens onboarding-verification on /betting as the sign-up form does after POST /users succeeded
 * (spec 1 §4 Sign-up): with state from=registration. Resolves with the dialog.
 */
async function openOnboardingVerification(page: Page) {
  await page.goto('/betting');
  await expect(page.getByTestId('balance-button')).toBeVisible();
  await page.evaluate(async () => {
    const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
      .System;
    const sharedUtils = (await system.import('@portal/shared-utils')) as {
      openModal(name: string, params: object, state: object): void;
    };
    sharedUtils.openModal('onboarding-verification', {}, { from: 'registration' });
  });
  return page.getByRole('dialog', { name: 'Verify Your Identity' });
}

test('Verify Now: the sandbox widget ends VERIFIED and the shell shows the player verified', async ({
  page,
}, testInfo) => {
  const player = await signInNewPlayer(page, testInfo, { first_name: 'Vera', last_name: 'Fied' });
  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu.getByRole('menuitem', { name: /^Profile/ })).toContainText('Unverified');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Verify Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Identity' });
  const widget = dialog.getByRole('region', { name: 'Identity check (sandbox)' });
  await expect(widget).toContainText('Vera Fied');
  await expect(widget).toContainText('ruleSetN');
  await dialog.getByRole('button', { name: 'Finish check' }).click();
  await expect(dialog.getByText('Please choose how the check ends')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('radio', { name: 'Verified', exact: true }).check();
  await dialog.getByRole('button', { name: 'Finish check' }).click();

  await expect(page.getByText('Your ID has been verified')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Vera Fied' });
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(menu.getByRole('menuitem', { name: /^Profile/ })).not.toContainText('Unverified');
  expect(await player.serverUser()).toMatchObject({ id_verified: true, status: { id: 1 } });
});

test('a cancelled check warns and leaves the player unverified', async ({ page }, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  await page.goto('/account/profile?modal=verify');
  const dialog = page.getByRole('dialog', { name: 'Verify Your Identity' });
  await dialog.getByRole('button', { name: 'Cancel verification' }).click();
  await expect(
    page.getByText('Identity verification was cancelled.', { exact: false }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await player.serverUser()).id_verified).toBe(false);
});

test('onboarding: a FAIL outcome tells the player, then Account Locked and the tutorial', async ({
  page,
}, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  const dialog = await openOnboardingVerification(page);
  await expect(dialog.getByText('Before you can deposit')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Fail' }).check();
  await dialog.getByRole('button', { name: 'Finish check' }).click();

  await expect(dialog.getByRole('heading', { name: 'We could not verify you' })).toBeFocused();
  await expect(dialog).toContainText('You cannot deposit until your identity is verified.');
  await expect(
    page.getByText("We can't verify your account, please contact customer Service"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByText(
      'Your account is locked, please verify your account before proceeding any further.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog').getByText(/Step 1 of \d/)).toBeVisible();
  expect(await player.serverUser()).toMatchObject({ id_verified: false, status: { id: 3 } });
});

test('onboarding: VERIFIED continues to the onboarding deposit', async ({ page }, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  await page.goto('/betting?modal=onboarding-verification');
  const dialog = page.getByRole('dialog', { name: 'Verify Your Identity' });
  await dialog.getByRole('radio', { name: 'Verified with changes' }).check();
  await dialog.getByRole('button', { name: 'Finish check' }).click();
  await expect(dialog.getByRole('heading', { name: 'You are verified' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/modal=onboarding-deposit/);
  await expect(page.getByRole('dialog', { name: 'Deposit', exact: true })).toBeVisible();
  expect((await player.serverUser()).id_verified).toBe(true);
});

test('onboarding: cancelling closes the check with its warning and opens no other', async ({
  page,
}, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  const isRegistration = (url: string, method: string) =>
    method === 'POST' && new URL(url).pathname === '/verification/registerId';
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (isRegistration(request.url(), request.method())) registrations.push(request.url());
  });
  const registered = page.waitForResponse((response) =>
    isRegistration(response.url(), response.request().method()),
  );
  const dialog = await openOnboardingVerification(page);
  const { verification_token } = (await (await registered).json()).data;

  await dialog.getByRole('button', { name: 'Cancel verification' }).click();

  await expect(
    page.getByText(
      'Identity verification was cancelled. You can verify at any time from your profile.',
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog').getByText(/Step 1 of \d/)).toBeVisible();
  expect(registrations).toHaveLength(1);
  // The server holds that one check, ended as cancelled: asked to confirm it, it answers CANCELLED.
  const confirm = await page.request.post(`${player.api}/verification/id`, {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { verification_token },
  });
  expect(confirm.status()).toBe(422);
  expect((await confirm.json()).meta).toEqual({ result: 'CANCELLED' });
  expect((await player.serverUser()).id_verified).toBe(false);
});
