// The Limits page's tabs against portal-api: what is typed on the Deposit Limits tab stays there,
// so the Spending Limits tab starts empty and cannot set a limit nobody typed; after a limit is set
// its form is empty again.
import { expect, test } from '@playwright/test';
import { signInNewAuPlayer } from '../support/deposits';
import { confirmDialog, notice } from '../support/responsibleGambling';

test('each limit tab has its own form, empty again after a limit is set', async ({ page }) => {
  const player = await signInNewAuPlayer(page, test.info());
  await page.goto('/account/limits');
  const deposit = page.getByRole('tabpanel', { name: 'Deposit Limits' });
  await deposit.getByLabel('Duration').selectOption({ label: 'Weekly' });
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('250');

  await page.getByRole('tab', { name: 'Spending Limits' }).click();
  const spending = page.getByRole('tabpanel', { name: 'Spending Limits' });
  await expect(spending.getByLabel('Duration')).toHaveValue('');
  await expect(spending.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  await expect(spending.getByRole('button', { name: 'Set Spending limit' })).toBeDisabled();

  await spending.getByLabel('Duration').selectOption({ label: 'Monthly' });
  await spending.getByRole('textbox', { name: 'Amount' }).fill('80');
  await spending.getByRole('button', { name: 'Set Spending limit' }).click();
  await confirmDialog(page, 'Set Spending limit');
  await expect(notice(page, 'Your limits have been applied.')).toBeVisible();
  await expect(spending.getByRole('textbox', { name: 'Amount' })).toHaveValue('');

  const { limits } = (await player.serverUser('limits')) as unknown as {
    limits: { type: { id: number }; duration: { name: string }; limit: number }[];
  };
  expect(limits.map((l) => [l.type.id, l.duration.name, l.limit])).toEqual([[2, 'Monthly', 8000]]);
});
