// The US deposit flow (spec 2 §2) on the US portal with its location simulator: amount, method,
// the sandbox payment widget, success and Continue; the request and its processing each carry a
// fresh geo packet of the player, and the server credits the amount. A failed location check stops
// the deposit with its message before anything is sent; a packet the API refuses credits nothing.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/auth';
import { openDeposit } from '../../support/deposits';
import { formatCents } from '../../support/players';
import { nextLocationOutcome } from '../../location/simulator';
import { signInUsDepositor } from './signInUsDepositor';

/** The next POST to the API path that ends with `path`. */
const nextPost = (page: Page, path: RegExp) =>
  page.waitForRequest((request) => request.method() === 'POST' && path.test(request.url()));

/** The player id in the geo packet a request carried (`<payload>.<signature>`, payload base64url). */
function packetUserOf(request: Request): number {
  const packet: string = request.postDataJSON().geo_packet;
  expect(packet).toMatch(/^[\w-]+\.[\w-]+$/);
  return JSON.parse(Buffer.from(packet.split('.')[0], 'base64url').toString()).user_id;
}

/** Paypal on the method page, then Deposit. */
async function payWithPaypal(page: Page, dialog: Locator) {
  await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Paypal' }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
}

test('a US player deposits through Paypal and the sandbox widget with fresh geo packets; the balance rises', async ({
  page,
}) => {
  const player = await signInUsDepositor(page);
  const before = await player.balance();
  const dialog = await openDeposit(page);
  const balanceButton = page.getByTestId('balance-button');
  await expect(balanceButton).toContainText(formatCents(before));

  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('75');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('$75.00')).toBeVisible();
  const created = nextPost(page, /\/deposit\/paysafe\/create$/);
  await payWithPaypal(page, dialog);
  expect(packetUserOf(await created)).toBe(player.id);

  const approve = dialog.getByRole('button', { name: 'Approve payment' });
  await expect(approve).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Decline payment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await player.balance()).toBe(before);
  const processed = nextPost(page, /\/deposit\/paysafe\/\d+\/process$/);
  await approve.click();
  const processing = await processed;
  expect(packetUserOf(processing)).toBe(player.id);
  expect(processing.postDataJSON().geo_packet).not.toBe((await created).postDataJSON().geo_packet);

  await expect(dialog.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  await expect(dialog).toContainText('$75.00');
  await expectNoSeriousA11yViolations(page);
  await expect(balanceButton).toContainText(formatCents(before + 7_500));
  expect(await player.balance()).toBe(before + 7_500);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a failed location check stops the deposit with its message; Deposit checks again', async ({
  page,
}) => {
  const player = await signInUsDepositor(page);
  const before = await player.balance();
  await nextLocationOutcome(page.request, player.id, { outcome: 'error', code: 604 });
  const depositCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/deposit\/paysafe\//.test(request.url())) depositCalls.push(request.url());
  });
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await payWithPaypal(page, dialog);

  await expect(
    dialog.getByText(
      'Location checks are suspended on this device. Please contact Customer Service.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(depositCalls).toEqual([]);
  expect(await player.balance()).toBe(before);

  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  expect(depositCalls).toHaveLength(1);
});

test('the API refuses a packet out of the jurisdiction on the request and on processing; nothing is credited', async ({
  page,
}) => {
  const player = await signInUsDepositor(page);
  const before = await player.balance();
  const refused = 'Your location could not be verified. Please try again.';
  await nextLocationOutcome(page.request, player.id, { outcome: 'out_of_jurisdiction' });
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await payWithPaypal(page, dialog);
  await expect(dialog.getByText(refused)).toBeVisible();

  await nextLocationOutcome(page.request, player.id, { outcome: 'in_jurisdiction' });
  await nextLocationOutcome(page.request, player.id, { outcome: 'out_of_jurisdiction' });
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await dialog.getByRole('button', { name: 'Approve payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit Unsuccessful' })).toBeVisible();
  await expect(dialog.getByText(`Reason: ${refused}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await player.balance()).toBe(before);
});
