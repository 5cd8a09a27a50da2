// A credit card saved before the provider's answer carried its funding type (docs/deposits-api.md,
// card funding: unknown funding), kept on the account through the development route POST
// /dev/cards. At its first deposit in Australia the API asks the provider, refuses the card with the
// rule named before any charge, and keeps the answer: from then on the list shows the card
// unusable with the reason. The server is read back to show nothing was charged or recorded.
import { expect, test } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y } from '../support/a11y';
import { openDeposit, signInNewAuPlayer } from '../support/deposits';

const REFUSAL =
  "Credit cards can't be used to gamble online in Australia. Use a debit card or another deposit method.";
const SANDBOX_VISA_CREDIT = '4005550000000035';
const CARD = /Card 400555\*+0035/;

test('a saved credit card is refused at its first deposit in Australia and listed unusable from then on', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const seeded = await page.request.post(`${player.api}/dev/cards`, {
    data: { email: player.email, card_number: SANDBOX_VISA_CREDIT },
  });
  expect(seeded.ok()).toBe(true);
  const before = await player.balance();

  let dialog = await openDeposit(page);
  await expect(dialog.getByRole('radio', { name: CARD })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();

  const methods = await page.request.get(`${player.api}/users/deposit_request_types`, {
    headers: player.headers,
  });
  expect((await methods.json()).data).toEqual([
    expect.objectContaining({
      card: expect.objectContaining({
        funding: 'credit',
        usable: false,
        unusable_reason: REFUSAL,
      }),
    }),
  ]);
  expect(await player.balance()).toBe(before);
  const transactions = await page.request.get(`${player.api}/wallets/transactions`, {
    headers: player.headers,
  });
  expect((await transactions.json()).data).toEqual([]);

  dialog = await openDeposit(page);
  const card = dialog.getByRole('radio', { name: CARD });
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await expect(card).toHaveAccessibleDescription(REFUSAL);
  await expect(card).not.toBeChecked();
  for (const viewport of A11Y_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(dialog.getByText(REFUSAL)).toBeVisible();
    await checkA11y(page, `saved credit card unusable at ${viewport.width} px`);
  }
});
