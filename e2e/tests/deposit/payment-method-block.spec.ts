// A player blocks a saved card (docs/deposits-api.md, blocked payment methods) in one tab: the
// deposit another tab had set up with it is refused with the blocked-method message, the server is
// read back to confirm the block and that nothing was charged, and the unblock shows when the card
// can be used again, 24 hours on.
import { expect, test } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y } from '../support/a11y';
import { depositByCardThroughApi, openDeposit, signInNewAuPlayer } from '../support/deposits';

const CARD = 'Card 400555******0001';
const REFUSAL =
  'You blocked this payment method. Unblock it in your deposit methods: you can use it again 24 hours after you unblock it.';
const DAY_MS = 24 * 60 * 60 * 1000;

test('a blocked card is refused with the message; its unblock waits 24 hours', async ({ page }) => {
  const player = await signInNewAuPlayer(page, test.info());
  await depositByCardThroughApi(page.request, player, 1000);
  const methodsOnServer = async () => {
    const response = await page.request.get(`${player.api}/users/deposit_request_types`, {
      headers: player.headers,
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).data;
  };
  const [saved] = await methodsOnServer();
  const before = await player.balance();

  // The deposit is set up in one tab; the card is blocked in another (the player's other device).
  const depositTab = await openDeposit(page);
  await expect(depositTab.getByRole('radio', { name: CARD })).toBeChecked();
  await depositTab.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');

  const otherTab = await page.context().newPage();
  const dialog = await openDeposit(otherTab);
  const card = dialog.getByRole('radio', { name: CARD });
  await dialog.getByRole('button', { name: `Block ${CARD}` }).click();
  const confirm = otherTab.getByRole('dialog', { name: 'Block this payment method?' });
  await expect(confirm).toContainText('24 hours after you unblock it');
  for (const viewport of A11Y_VIEWPORTS) {
    await otherTab.setViewportSize(viewport);
    await expect(confirm.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
    await checkA11y(otherTab, `block confirmation at ${viewport.width} px`);
  }
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('Blocked: you cannot deposit with this method.')).toBeVisible();
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await expect(card).toHaveAccessibleDescription('Blocked: you cannot deposit with this method.');

  // The first tab still shows the card it chose before the block: the server refuses it.
  await depositTab.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(depositTab.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  expect(await player.balance()).toBe(before);
  const [blocked] = await methodsOnServer();
  expect(blocked).toMatchObject({ card: { id: saved.card.id }, blocked: true, unblocks_at: null });
  const direct = await page.request.post(`${player.api}/deposit/fatzebra/create`, {
    headers: player.headers,
    data: { amount: 5000, card_id: saved.card.id },
  });
  expect(direct.status()).toBe(422);
  expect(await direct.json()).toEqual({ errors: { error: [REFUSAL] } });

  const unblockButton = dialog.getByRole('button', { name: `Unblock ${CARD}` });
  await unblockButton.click();
  const unblock = otherTab.getByRole('dialog', { name: 'Unblock this payment method?' });
  await expect(unblock).toContainText('Unblocking takes 24 hours');
  const asked = Date.now();
  await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(unblock).toBeHidden();
  await expect(dialog.getByText(/^Blocked\. Usable again on /)).toBeVisible();
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('button', { name: `Block ${CARD}` })).toBeFocused();
  for (const viewport of A11Y_VIEWPORTS) {
    await otherTab.setViewportSize(viewport);
    await expect(dialog.getByText(/^Blocked\. Usable again on /)).toBeVisible();
    await checkA11y(otherTab, `unblock pending at ${viewport.width} px`);
  }

  // The list with its Block and remove buttons fits a 320 px phone without scrolling sideways.
  await otherTab.setViewportSize({ width: 320, height: 640 });
  const blockAgain = dialog.getByRole('button', { name: `Block ${CARD}` });
  await expect(blockAgain).toBeInViewport({ ratio: 1 });
  expect(await otherTab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    320,
  );

  const [pending] = await methodsOnServer();
  expect(pending.blocked).toBe(true);
  const unblocksAt = Date.parse(pending.unblocks_at);
  expect(unblocksAt).toBeGreaterThanOrEqual(asked + DAY_MS - 60_000);
  expect(unblocksAt).toBeLessThanOrEqual(Date.now() + DAY_MS);
  const stillRefused = await page.request.post(`${player.api}/deposit/fatzebra/create`, {
    headers: player.headers,
    data: { amount: 5000, card_id: saved.card.id },
  });
  expect(stillRefused.status()).toBe(422);
  expect(await player.balance()).toBe(before);
});
