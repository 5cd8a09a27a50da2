// A deposit opened from inside a client app: the portal's deposit modal opens over it, and the new
// balance reaches both client apps through the one user$ the hosts pass them.
import { expect, test } from '@playwright/test';
import { addDepositMethodCard, signInNewAuPlayer } from '../support/deposits';
import { formatCents } from '../support/players';
import { clientApp, clientAppBalance } from './clientApps';

test('a deposit opened from the betting app updates the balance both client apps show', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const before = await player.balance();
  await page.goto('/fantasy');
  await expect(clientAppBalance(page, 2)).toHaveText(formatCents(before));
  await page
    .getByRole('navigation', { name: 'Brands' })
    .getByRole('link', { name: 'Betting' })
    .click();
  await expect(clientAppBalance(page, 1)).toHaveText(formatCents(before));

  await clientApp(page, 1).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
  await addDepositMethodCard(dialog);
  const card = {
    'Card number': '4005550000000001',
    'Name on card': 'Robin Host',
    'Expiry month (MM)': '11',
    'Expiry year (YYYY)': String(new Date().getFullYear() + 2),
    CVV: '321',
  };
  for (const [label, value] of Object.entries(card)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();

  await expect(clientAppBalance(page, 1)).toHaveText(formatCents(before + 2000));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Brands' })
    .getByRole('link', { name: 'Fantasy' })
    .click();
  await expect(clientAppBalance(page, 2)).toHaveText(formatCents(before + 2000));
  expect(await player.balance()).toBe(before + 2000);
});
