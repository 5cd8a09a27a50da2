// Issue 27: after a successful deposit, Start Betting replaces the page the deposit was opened on
// (spec 2 §2: routed with replace), so the browser's Back does not open the deposit again.
import { expect, test } from '@playwright/test';
import { addDepositMethodCard, fillCard, signInNewAuPlayer } from '../support/deposits';

test('after a deposit, Start Betting goes to /betting and Back does not reopen the deposit', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  await page.goto('/account/transactions');
  await page.getByTestId('balance-button').click();
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(page).toHaveURL(/\/account\/transactions\?modal=deposit$/);

  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('40');
  await addDepositMethodCard(dialog);
  await fillCard(dialog, '4005550000000001');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  expect(await player.balance()).toBe(4_000);

  await dialog.getByRole('button', { name: 'Start Betting' }).click();
  await expect(page).toHaveURL(/\/betting$/);
  await expect(dialog).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/account\/transactions$/);
  await expect(page.getByRole('main').getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
