// Issue 27: a new US player's onboarding deposit (after sign-up and the identity check) is the US
// flow: US quick-adds from $1 and the US provider's methods, never the AU card flow. The server
// holds a deposit through the US provider (paysafe) and refuses a card deposit for a US player.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/auth';
import { openModalAsTheApp } from '../../support/deposits';
import { axeRuleViolations } from '../axeRule';
import { signInUsDepositor } from './signInUsDepositor';

interface ApiTransaction {
  amount: number;
  category: { name: string };
  meta: { provider?: string; reference?: string };
}

test('a new US player deposits $30 through the US flow in the onboarding deposit; the server holds a paysafe deposit and refuses a card one', async ({
  page,
}) => {
  const player = await signInUsDepositor(page);
  const cardCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/deposit\/fatzebra/.test(request.url())) cardCalls.push(request.url());
  });
  await page.goto('/betting');
  await expect(page.getByTestId('balance-button')).toBeVisible();
  await openModalAsTheApp(page, 'onboarding-deposit', { from: 'registration' });
  const dialog = page.getByRole('dialog', { name: 'Deposit' });

  const amount = dialog.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(amount).toHaveValue('1.00');
  const quickAdds = dialog.getByRole('group', { name: 'Add to the amount' }).getByRole('button');
  await expect(quickAdds).toHaveText(['+20', '+50', '+100', '+250', '+500']);
  await expect(dialog.getByRole('radiogroup', { name: 'Promotion' })).toHaveCount(0);
  await expect(dialog.getByText(/CreditCard/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Deposit later' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await axeRuleViolations(page, 'label-content-name-mismatch')).toEqual([]);

  await amount.fill('30');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toHaveCount(1);
  await dialog.getByRole('radio', { name: 'Paypal' }).check();
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByText('Sandbox checkout (USD)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  await expect(dialog).toContainText('$30.00');
  expect(cardCalls).toEqual([]);

  expect(await player.balance()).toBe(3_000);
  const listed = await page.request.get(`${player.api}/wallets/transactions`, {
    headers: player.headers,
    params: { category_ids: '1' },
  });
  expect(listed.ok()).toBe(true);
  const deposits = (await listed.json()).data as ApiTransaction[];
  expect(deposits).toEqual([
    expect.objectContaining({
      amount: 3_000,
      meta: expect.objectContaining({
        provider: 'paysafe',
        reference: expect.stringMatching(/^PS-/),
      }),
    }),
  ]);

  // A card deposit (the standard methods, in AUD) is refused for a US player.
  const card = await page.request.post(`${player.api}/deposit/fatzebra/create`, {
    headers: player.headers,
    data: { amount: 3_000 },
  });
  expect(card.status()).toBe(422);
  expect(await card.json()).toMatchObject({
    errors: { error: ['Payment method is not supported.'] },
  });
  expect(await player.balance()).toBe(3_000);
});
