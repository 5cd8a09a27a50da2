// The deposit sheet on a phone has one Back: the modal's Back link goes to the previous page of the
// flow (Select Deposit Method back to Deposit) and closes the sheet only on its first page.
import { expect, test } from '@playwright/test';
import { openDeposit, signInNewAuPlayer } from '../support/deposits';

test.use({ viewport: { width: 375, height: 800 } });

test('one Back on the phone deposit sheet, going a page back before it closes', async ({
  page,
}) => {
  await signInNewAuPlayer(page, test.info());
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: 'Add a deposit method' }).click();
  await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toBeVisible();
  const backs = dialog.getByRole('button', { name: /Back/ });
  await expect(backs).toHaveCount(1);
  await backs.click();
  await expect(dialog.getByRole('button', { name: 'Add a deposit method' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Back/ })).toHaveCount(1);
  await dialog.getByRole('button', { name: /Back/ }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toHaveCount(0);
});
