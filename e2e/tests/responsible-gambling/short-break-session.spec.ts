// A short break (spec 2 §4: "login for withdrawal allowed") against portal-api: the break logs the
// player out without a refused logout call; logging in again opens a session that shows the break
// and what the player may do, withdraws (the server records the cents), and is refused a deposit
// with the break's end named (docs/responsible-gambling-api.md).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, NEW_PASSWORD } from '../support/auth';
import { TOKEN_COOKIE } from '../support/players';
import {
  accountPage,
  breakEndAsWritten,
  notice,
  takeBreakThroughForm,
} from '../support/responsibleGambling';
import { signInWithdrawingPlayer } from '../support/withdrawals';
import { addBankAccountThroughApi } from '../withdraw/bankAccountThroughApi';

test('a short break: logged out, then a session that may only withdraw', async ({ page }) => {
  const refusedCalls: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refusedCalls.push(response.url());
  });
  const player = await signInWithdrawingPlayer(page, test.info(), { balance: 10_000 });
  await addBankAccountThroughApi(page.request, player);

  await page.goto('/account/take-a-break');
  const accepted = await takeBreakThroughForm(page, {
    form: accountPage(page).getByRole('tabpanel', { name: 'Short Break' }),
    periodLabel: 'Break period',
    period: '1 Day',
    submitLabel: 'Take a Break',
    dialogTitle: 'Confirm your break',
  });
  const until = await breakEndAsWritten(accepted, 'en-AU');
  await expect(notice(page, 'Your Break request was accepted.')).toBeVisible();
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  expect(refusedCalls).toEqual([]);

  await page.goto('/betting?modal=login');
  const login = page.getByRole('dialog');
  await login.getByLabel('Username or Email').fill(player.email);
  await login.getByLabel('Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance-button')).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
  const headers = { Authorization: `Bearer ${cookie?.value}` };

  await page.goto('/account/take-a-break');
  await expect(accountPage(page).getByText('You are on a break.')).toBeVisible();
  await expect(
    accountPage(page).getByText(
      'Until then you can see your balance, withdraw it and read your cash transactions.',
      { exact: false },
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  const deposit = await page.request.post(`${player.api}/deposit/fatzebra/create`, {
    headers,
    data: { amount: 5000, promotion: null },
  });
  expect(deposit.status()).toBe(403);
  expect((await deposit.json()).errors.error).toEqual([
    `You are on a break until ${until}. Until then you can only see your balance, withdraw and read your cash transactions.`,
  ]);

  await page.goto('/account/withdraw');
  const screen = accountPage(page);
  await screen.getByRole('textbox', { name: 'Amount' }).fill('25.50');
  await screen.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your withdrawal request was received')).toBeVisible();
  const withdrawals = await page.request.get(`${player.api}/users/withdraw`, { headers });
  expect((await withdrawals.json()).data.map((w: { amount: number }) => w.amount)).toEqual([2550]);
  const user = (await (await page.request.get(`${player.api}/users/current`, { headers })).json())
    .data;
  expect(user).toMatchObject({ balance: 7_450, available_balance: 7_450, break_kind: 'short' });

  await page.goto('/account/transactions');
  await expect(accountPage(page).getByText('$25.50', { exact: false }).first()).toBeVisible();
});
