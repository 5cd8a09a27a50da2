// A US state's card funding rule (docs/deposits-api.md, card funding): the US test portal refuses
// credit cards as Ohio's setting would. In the sandbox checkout the player picks a test card by
// funding type; a credit card ends on the failure page naming the rule, and the server shows it
// never charged: the balance and cash transactions are unchanged. A debit card goes through.
import { expect, test, type Locator } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y } from '../../support/a11y';
import { openDeposit } from '../../support/deposits';
import { signInUsDepositor } from './signInUsDepositor';

const REFUSAL =
  "Credit cards can't be used to gamble online in Iowa. Use a debit card or another deposit method.";

/** $40 by the card method, up to the sandbox checkout with its test card choice. */
async function checkoutByCard(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: 'Credit card' }).check();
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  const testCard = dialog.getByRole('combobox', { name: 'Test card' });
  await expect(testCard).toBeVisible();
  return testCard;
}

test("a credit card is refused by the state's rule before any charge; a debit card is taken", async ({
  page,
}) => {
  const player = await signInUsDepositor(page);
  const before = await player.balance();
  let dialog = await openDeposit(page);
  const testCard = await checkoutByCard(dialog);
  await expect(testCard.getByRole('option')).toHaveText([
    'Debit card',
    'Credit card',
    'Prepaid card',
  ]);
  await testCard.selectOption({ label: 'Credit card' });
  await dialog.getByRole('button', { name: 'Approve payment' }).click();

  await expect(dialog.getByRole('heading', { name: 'Deposit Unsuccessful' })).toBeVisible();
  await expect(dialog.getByText(`Reason: ${REFUSAL}`)).toBeVisible();
  for (const viewport of A11Y_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(dialog.getByText(`Reason: ${REFUSAL}`)).toBeVisible();
    await checkA11y(page, `US credit card refused at ${viewport.width} px`);
  }
  expect(await player.balance()).toBe(before);
  const transactions = await page.request.get(`${player.api}/wallets/transactions`, {
    headers: player.headers,
  });
  expect((await transactions.json()).data).toEqual([]);

  dialog = await openDeposit(page);
  await (await checkoutByCard(dialog)).selectOption({ label: 'Debit card' });
  await dialog.getByRole('button', { name: 'Approve payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  expect(await player.balance()).toBe(before + 4_000);
});
