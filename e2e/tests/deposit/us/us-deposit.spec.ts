// The US deposit flow (spec 2 §2) on the US portal: amount, method, the sandbox payment widget,
// success and Continue; the server credits the amount.
import { expect, test } from '@playwright/test';
import { apiUrlOf, expectNoSeriousA11yViolations } from '../../support/auth';
import { openDeposit, registerUsPlayer, signInPlayer } from '../../support/deposits';
import { formatCents } from '../../support/players';

test('a US player deposits through Paypal and the sandbox widget; the balance rises', async ({
  page,
}) => {
  const email = await registerUsPlayer(page.request, apiUrlOf(test.info()));
  const player = await signInPlayer(page, test.info(), email, { verified: true });
  const before = await player.balance();
  const dialog = await openDeposit(page);
  const balanceButton = page.getByTestId('balance-button');
  await expect(balanceButton).toContainText(formatCents(before));

  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('75');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toBeVisible();
  await expect(dialog.getByText('$75.00')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Paypal' }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();

  const approve = dialog.getByRole('button', { name: 'Approve payment' });
  await expect(approve).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Decline payment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await player.balance()).toBe(before);
  await approve.click();

  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  await expect(dialog).toContainText('$75.00');
  await expectNoSeriousA11yViolations(page);
  await expect(balanceButton).toContainText(formatCents(before + 7_500));
  expect(await player.balance()).toBe(before + 7_500);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
});
