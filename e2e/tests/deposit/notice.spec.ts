// BPAY (spec 2 §4): the player tells us about a BPAY payment; the server records a pending notice
// and credits nothing until the bank reconciliation.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { addDepositMethod, openDeposit, signInNewAuPlayer } from '../support/deposits';

test('a BPAY deposit notice is sent: Your Deposit Notice has been received', async ({ page }) => {
  const player = await signInNewAuPlayer(page, test.info());
  const dialog = await openDeposit(page);
  await addDepositMethod(dialog, 'BPAY');
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('120');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'BPAY' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Amount transferred' })).toHaveValue('120.00');
  await expect(dialog.getByLabel('Deposit date')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/deposit/external/create') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send Deposit Notice' }).click();

  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    data: { amount: 12000, deposit_request_type: { id: 3 }, status: { id: 1, name: 'Pending' } },
    meta: { message: 'Your Deposit Notice has been received' },
  });
  await expect(page.getByText('Your Deposit Notice has been received')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await player.balance()).toBe(0);
});
