// The onboarding deposit after sign-up (spec 2 §5): an amount above what the player's deposit limit
// leaves is refused, by the modal and by the server.
import { expect, test } from '@playwright/test';
import { apiUrlOf, expectNoSeriousA11yViolations } from '../support/auth';
import {
  depositByCardThroughApi,
  openModalAsTheApp,
  registerAuPlayerWithDepositLimit,
  signInPlayer,
} from '../support/deposits';

test('onboarding: a deposit over what the deposit limit leaves is refused', async ({ page }) => {
  // A $100 monthly limit set at sign-up (sent in cents), $40 of it already deposited: $60 left.
  const email = await registerAuPlayerWithDepositLimit(page.request, apiUrlOf(test.info()), {
    limit: 10_000,
    durationName: 'Monthly',
  });
  const player = await signInPlayer(page, test.info(), email, { verified: true });
  await depositByCardThroughApi(page.request, player, 4_000);
  const { limits } = await player.serverUser('limits');
  expect(limits).toEqual([
    expect.objectContaining({ type: { id: 1, name: 'Deposit' }, limit: 10_000, used: 4_000 }),
  ]);

  await page.goto('/betting');
  await expect(page.getByTestId('balance-button')).toContainText('$40.00');
  await openModalAsTheApp(page, 'onboarding-deposit', { from: 'registration' });
  await expect(page).toHaveURL(/modal=onboarding-deposit/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 2: Amount' })).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount', exact: true });
  await amount.fill('60.01');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(dialog.getByText('You have reached your deposit limit')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 2: Amount' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: CreditCard' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const refused = await page.request.post(`${player.api}/deposit/fatzebra/create`, {
    headers: player.headers,
    data: { amount: 6_001 },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    errors: { amount: ['You have reached your deposit limit'] },
  });
  expect(await player.balance()).toBe(4_000);

  // What is left is still accepted: on to the card.
  await amount.fill('60');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: CreditCard' })).toBeVisible();
  await expect(dialog.getByText('You have reached your deposit limit')).toHaveCount(0);
});
