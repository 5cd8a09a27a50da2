import { expect, test } from '@playwright/test';
import { signIn } from './support/players';
import { SLOT_ERROR_TEXT, slot } from './support/slots';

test('a blocked micro-frontend shows an error with Retry while the rest of the site works', async ({
  page,
}) => {
  await signIn(page);
  await page.route('**/mf-payments/**', (route) => route.abort());

  await page.goto('/account/withdraw');
  const withdraw = slot(page, '@portal/payments#withdraw');
  await expect(withdraw.getByRole('alert')).toContainText(SLOT_ERROR_TEXT);
  await expect(withdraw.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('balance-button')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Limits' }).first().click();
  await expect(slot(page, '@portal/responsible-gambling#limits')).not.toBeEmpty();

  await page.unroute('**/mf-payments/**');
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/withdraw$/);
  await expect(slot(page, '@portal/payments#withdraw')).not.toContainText(SLOT_ERROR_TEXT);
  await expect(slot(page, '@portal/payments#withdraw')).toContainText('Withdraw');
});

test('Retry loads a micro-frontend that failed before', async ({ page }) => {
  await signIn(page);
  await page.route('**/mf-payments/**', (route) => route.abort());
  await page.goto('/account/transactions');
  const transactions = slot(page, '@portal/payments#transactions');
  await expect(transactions.getByRole('alert')).toContainText(SLOT_ERROR_TEXT);

  await page.unroute('**/mf-payments/**');
  await transactions.getByRole('button', { name: 'Retry' }).click();
  await expect(slot(page, '@portal/payments#transactions')).toContainText('Cash Transactions');
});
