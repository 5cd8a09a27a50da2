// The bank withdraw screen (spec 2 §2, §4, §5) against portal-api: a verified AU player adds a bank
// account with the texted PIN, withdraws $25, sees it pending and cancels it; the server's balances
// follow. An unverified player sees the warning instead of the form.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { formatCents } from '../support/players';
import { bankPin, serverBalances, signInWithdrawingPlayer } from '../support/withdrawals';

const withdrawPage = (page: Page) => page.getByRole('main');

test('a verified player adds a bank account with the PIN, withdraws $25 and cancels it', async ({
  page,
}) => {
  const player = await signInWithdrawingPlayer(page, test.info(), { balance: 10_000 });
  await page.goto('/account/withdraw');
  const screen = withdrawPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Add your bank account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  await screen.getByRole('textbox', { name: 'Account Name', exact: true }).fill('Erin Tester');
  await screen.getByRole('textbox', { name: 'BSB', exact: true }).fill('062-000');
  await screen.getByRole('textbox', { name: 'Account Number', exact: true }).fill('12345678');
  await screen.getByRole('button', { name: 'Send PIN' }).click();
  const last3 = player.mobile.slice(-3);
  await expect(
    screen.getByText(`We sent a 6-digit PIN by SMS to *******${last3}.`, { exact: false }),
  ).toBeVisible();
  const add = screen.getByRole('button', { name: 'Add Bank Account' });
  await expect(add).toBeDisabled();
  await screen
    .getByRole('textbox', { name: 'PIN', exact: true })
    .fill(await bankPin(page.request, player));
  await add.click();

  await expect(page.getByText('Your bank account has been added')).toBeVisible();
  await expect(
    screen.getByRole('heading', { name: 'Your bank account', exact: true }),
  ).toBeVisible();
  await expect(
    screen.getByText('Your bank account verification document is pending approval.'),
  ).toBeVisible();
  const account = (await player.serverUser('user_bank_account')).user_bank_account as {
    id: number;
    account_name: string;
  };
  expect(account).toMatchObject({ account_name: 'Erin Tester', bank_id: '062-000' });
  await expectNoSeriousA11yViolations(page, 'main');

  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('10.00');
  await amount.fill('9.99');
  await expect(screen.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await amount.fill('25');
  await screen.getByRole('button', { name: 'Withdraw', exact: true }).click();

  await expect(page.getByText('Your withdrawal request was received')).toBeVisible();
  expect(await serverBalances(player)).toEqual({ balance: 7_500, available_balance: 7_500 });
  await expect(screen.getByText('Available Balance').locator('..')).toContainText(
    formatCents(7_500),
  );
  const pending = screen.getByRole('region', { name: 'Pending withdrawals' });
  await expect(pending.getByText('$25.00')).toBeVisible();
  const cancel = pending.getByRole('button', { name: /^Cancel withdrawal / });
  await expect(cancel).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Withdrawal' });
  await expect(dialog).toContainText('Please confirm if you would like to cancel the withdrawal?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByText('Your withdrawal has been cancelled')).toBeVisible();
  await expect(pending.getByText('You have no pending withdrawals.')).toBeVisible();
  expect(await serverBalances(player)).toEqual({ balance: 10_000, available_balance: 10_000 });
  await expect(screen.getByText('Available Balance').locator('..')).toContainText(
    formatCents(10_000),
  );
});

test('an unverified player sees the warning, the profile link and Verify your ID instead of the form', async ({
  page,
}) => {
  await signInWithdrawingPlayer(page, test.info(), { verified: false });
  await page.goto('/account/withdraw');
  const screen = withdrawPage(page);

  await expect(
    screen.getByText(
      'Please make sure your account and your mobile number are verified to submit a withdrawal.',
    ),
  ).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Verify your ID' })).toBeVisible();
  await expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await expect(screen.getByRole('heading', { name: 'Add your bank account' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'main');

  await screen.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
});
