// Issue 27: an amount of more than two decimals is refused with a message, never rounded: 10.005
// creates no withdrawal, 10.05 creates one of 1005 cents (the server's pending list says so).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInWithdrawingPlayer } from '../support/withdrawals';
import { addBankAccountThroughApi } from './bankAccountThroughApi';
import { pendingWithdrawals } from './pendingWithdrawals';

test('withdraw 10.005 says to enter up to two decimals and sends nothing; 10.05 withdraws 1005 cents', async ({
  page,
}) => {
  const player = await signInWithdrawingPlayer(page, test.info(), { balance: 5_000 });
  await addBankAccountThroughApi(page.request, player);
  const withdrawCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/withdraw')
      withdrawCalls.push(request.url());
  });
  await page.goto('/account/withdraw');
  const screen = page.getByRole('main');
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  const withdraw = screen.getByRole('button', { name: 'Withdraw', exact: true });

  await amount.fill('10.005');
  await amount.blur();
  await expect(screen.getByText('Please enter up to two decimals')).toBeVisible();
  await expect(amount).toHaveValue('10.005');
  await expect(withdraw).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'main');
  expect(withdrawCalls).toEqual([]);
  expect(await pendingWithdrawals(page.request, player)).toEqual([]);

  await amount.fill('10.05');
  await withdraw.click();
  await expect(page.getByText('Your withdrawal request was received')).toBeVisible();
  expect(await pendingWithdrawals(page.request, player)).toEqual([
    expect.objectContaining({ amount: 1005 }),
  ]);
  expect((await player.serverUser()).balance).toBe(5_000 - 1005);
});
