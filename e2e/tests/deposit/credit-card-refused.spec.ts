// Australia bans credit cards for online wagering (docs/deposits-api.md, card funding): the sandbox
// credit card is refused by the card form before any charge, and the server's balance, cash
// transactions and saved cards are read back to show nothing happened.
import { expect, test } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y } from '../support/a11y';
import {
  addDepositMethodCard,
  fillCard,
  openDeposit,
  signInNewAuPlayer,
} from '../support/deposits';

const REFUSAL =
  "Credit cards can't be used to gamble online in Australia. Use a debit card or another deposit method.";
const SANDBOX_VISA_CREDIT = '4005550000000035';

test('a new credit card is refused in Australia with the rule named; nothing is charged or recorded', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  const before = await player.balance();
  const dialog = await openDeposit(page);
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
  await addDepositMethodCard(dialog);
  await fillCard(dialog, SANDBOX_VISA_CREDIT);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(dialog.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  // The form stays for another card.
  await expect(dialog.getByRole('button', { name: 'Deposit', exact: true })).toBeEnabled();
  for (const viewport of A11Y_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(dialog.getByText(REFUSAL)).toBeVisible();
    await checkA11y(page, `credit card refused at ${viewport.width} px`);
  }

  expect(await player.balance()).toBe(before);
  const transactions = await page.request.get(`${player.api}/wallets/transactions`, {
    headers: player.headers,
  });
  expect(transactions.ok()).toBe(true);
  expect((await transactions.json()).data).toEqual([]);
  const user = await player.serverUser('user_cards');
  expect(user.user_cards).toEqual([]);
});
