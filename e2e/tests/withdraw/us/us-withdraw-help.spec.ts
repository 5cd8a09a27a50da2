// Issue 27, the US withdraw flow: a registration cancelled on the provider's page comes back with a
// message (nothing registered); while the location service does not answer, the request says at
// once what it waits for; an amount of more than two decimals is refused. The server holds no
// registration and no withdrawal.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/auth';
import { nextLocationOutcome } from '../../location/simulator';
import { CREDIT_CENTS } from '../../location/usPlayer';
import { pendingWithdrawals } from '../pendingWithdrawals';
import { signInUsWithdrawer } from './signInUsWithdrawer';

const SKRILL = 4;

async function requestPlayPlus(page: Page, amount: string) {
  await page.goto('/account/withdraw/request/play-plus');
  const main = page.getByRole('main');
  const field = main.getByRole('textbox', { name: 'Amount', exact: true });
  await field.fill(amount);
  await field.blur();
  return main;
}

test("cancelling on the provider's registration page comes back saying nothing was changed", async ({
  page,
}) => {
  const player = await signInUsWithdrawer(page);
  await page.goto('/account/withdraw');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Skrill (registration needed)' }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('link', { name: 'Register with Skrill' }).click();
  await expect(page.getByRole('heading', { name: 'Register your SKRILL account' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/account\/withdraw\?registration=cancelled$/);
  await expect(
    main.getByRole('status').filter({
      hasText:
        'You cancelled the registration with the payment provider. Nothing was changed on your account: choose a method to try again.',
    }),
  ).toBeVisible();
  await expect(main.getByRole('radio', { name: 'Skrill (registration needed)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');
  const methods = await page.request.get(`${player.api}/users/withdrawal_request_types`, {
    headers: player.headers,
  });
  expect((await methods.json()).data[SKRILL].user_paysafe_registration).toBeNull();
  expect(await pendingWithdrawals(page.request, player)).toEqual([]);
});

test('while the location service does not answer, the request says what it waits for; nothing is withdrawn', async ({
  page,
}) => {
  const player = await signInUsWithdrawer(page);
  await nextLocationOutcome(page.request, player.userId, { outcome: 'no_answer' });
  const main = await requestPlayPlus(page, '25');
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(
    main.getByRole('status').filter({
      hasText:
        'Waiting for the location service app on your computer to confirm where you are. If this takes more than a few seconds, open the location service app, allow it to use your location and keep it running.',
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');
  expect(await pendingWithdrawals(page.request, player)).toEqual([]);
  expect((await player.serverUser()).balance).toBe(CREDIT_CENTS);
});

test('an amount of more than two decimals is refused before anything is sent', async ({ page }) => {
  const player = await signInUsWithdrawer(page);
  const main = await requestPlayPlus(page, '10.005');

  await expect(main.getByText('Please enter up to two decimals')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('10.005');
  await expect(main.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(await pendingWithdrawals(page.request, player)).toEqual([]);
});
