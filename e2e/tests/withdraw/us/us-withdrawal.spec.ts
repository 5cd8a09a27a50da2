// The US withdraw flow (spec 2 §2, §4, §5) on the US portal with its location simulator: a player
// registered for Play+ passes the location check and withdraws; a failed check stops the request
// with its message and nothing is withdrawn.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/auth';
import { nextLocationOutcome } from '../../location/simulator';
import { CREDIT_CENTS } from '../../location/usPlayer';
import { pendingWithdrawals } from '../pendingWithdrawals';
import { signInUsWithdrawer } from './signInUsWithdrawer';

/** Picks Play+ on the first step and types the amount on the next. */
async function requestPlayPlus(page: Page, amount: string) {
  await page.goto('/account/withdraw');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Select Withdraw Method' })).toBeVisible();
  await main.getByRole('radio', { name: 'Play+' }).check();
  await expectNoSeriousA11yViolations(page, 'main');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { name: 'Withdraw with Play+' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/withdraw\/request\/play-plus$/);
  await main.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await expectNoSeriousA11yViolations(page, 'main');
  await main.getByRole('button', { name: 'Continue' }).click();
  return main;
}

test('a US player passes the location check and withdraws $25 to Play+', async ({ page }) => {
  const player = await signInUsWithdrawer(page);
  const main = await requestPlayPlus(page, '25');

  await expect(main.getByRole('heading', { name: '$25.00 Withdraw Requested' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/withdraw\/success\/play-plus$/);
  await expect(
    main.getByText('Please allow 2-3 business days for it to appear in your destination account.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(main.getByText('Available Balance').locator('..')).toContainText('$25.00');
  expect(await player.serverUser()).toMatchObject({
    balance: CREDIT_CENTS - 2500,
    available_balance: CREDIT_CENTS - 2500,
  });
  expect(await pendingWithdrawals(page.request, player)).toEqual([
    expect.objectContaining({ amount: 2500, status: { id: 1, name: 'Pending' } }),
  ]);
  await expectNoSeriousA11yViolations(page, 'main');

  await main.getByRole('button', { name: 'Done' }).click();
  await expect(main.getByRole('heading', { name: 'Select Withdraw Method' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/withdraw\/success\/play-plus$/);
});

test('a failed location check stops the request with its message', async ({ page }) => {
  const player = await signInUsWithdrawer(page);
  await nextLocationOutcome(page.request, player.userId, { outcome: 'error', code: 604 });
  const main = await requestPlayPlus(page, '25');

  await expect(
    main.getByText(
      'Location checks are suspended on this device. Please contact Customer Service.',
    ),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: /Withdraw Requested/ })).toHaveCount(0);
  expect(await player.serverUser()).toMatchObject({ balance: CREDIT_CENTS });
  expect(await pendingWithdrawals(page.request, player)).toEqual([]);
});
