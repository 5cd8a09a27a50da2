// Deposits by new card through the sandbox card form (docs/deposits-api.md, card sandbox): the
// server's balance and saved cards are read back after each one.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import {
  addDepositMethodCard,
  fillCard,
  openDeposit,
  signInNewAuPlayer,
} from '../support/deposits';
import { formatCents } from '../support/players';

test('a verified player deposits $50 by new card through 3-D Secure; the header balance follows', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const before = await player.balance();
  const dialog = await openDeposit(page);
  const balanceButton = page.getByTestId('balance-button');
  await expect(balanceButton).toContainText(formatCents(before));
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
  await expectNoSeriousA11yViolations(page);
  await addDepositMethodCard(dialog);
  await expect(dialog.getByRole('heading', { name: 'Deposit with Credit Card' })).toBeVisible();
  await expect(dialog.getByText('$50.00')).toBeVisible();
  await fillCard(dialog, '4000000000003220');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();

  const pass = dialog.getByRole('button', { name: 'Pass 3-D Secure' });
  await expect(pass).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fail 3-D Secure' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await player.balance()).toBe(before);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(player.api).origin)
      apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  await pass.click();

  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  await expect(dialog).toContainText('$50.00');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const toast = toasts.getByRole('status').filter({ hasText: 'Deposit Successful' });
  await expect(toast).toContainText('Your deposit of $50.00 was successful.');
  await expect(balanceButton).toContainText(formatCents(before + 5000));
  expect(reloaded).toBe(false);
  test.info().annotations.push({
    type: 'API calls from 3-D Secure to the balance',
    description: apiCalls.join(', '),
  });
  expect(
    apiCalls,
    'the realtime event carries the balance: the user is not read again',
  ).not.toContainEqual(expect.stringContaining('/users/current'));
  await expectNoSeriousA11yViolations(page);

  expect(await player.balance()).toBe(before + 5000);
  const user = await player.serverUser('user_cards');
  expect(user.user_cards).toEqual([expect.objectContaining({ label: '400000******3220' })]);
});

test('a declined card shows Deposit Unsuccessful and leaves the balance alone', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const before = await player.balance();
  const dialog = await openDeposit(page);

  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
  await addDepositMethodCard(dialog);
  await fillCard(dialog, '4005550000000019');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(dialog.getByRole('heading', { name: 'Deposit Unsuccessful' })).toBeVisible();
  await expect(dialog.getByText('Reason: Declined')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByTestId('balance-button')).toContainText(formatCents(before));
  expect(await player.balance()).toBe(before);
  expect((await player.serverUser('user_cards')).user_cards).toEqual([]);

  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Amount', exact: true })).toBeVisible();
});
