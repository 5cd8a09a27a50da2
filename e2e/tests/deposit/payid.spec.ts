// PayID (spec 2 §4): Generate PayID, then Copy puts it on the clipboard and shows Copied; the PayID
// shown is the one the server keeps for the player (payid_details).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { addDepositMethod, openDeposit, signInNewAuPlayer } from '../support/deposits';

test('a PayID is generated and copied, and is the one the server keeps', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const player = await signInNewAuPlayer(page, test.info());
  expect((await player.serverUser('payid_details')).payid_details).toEqual({ payid: null });
  const dialog = await openDeposit(page);
  await addDepositMethod(dialog, 'PayID');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'PayID' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Generate PayID' }).click();
  const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
  // Generate shows 5 seconds of loading after the call.
  await expect(copy).toBeVisible({ timeout: 20_000 });
  const { payid_details } = await player.serverUser('payid_details');
  const payId = (payid_details as { payid: string }).payid;
  expect(payId).toMatch(/@pay\.portal\.test$/);
  await expect(dialog.getByText(payId, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await copy.click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payId);
  // Copied for 3 seconds, then Copy again.
  await expect(copy).toBeVisible({ timeout: 10_000 });
});
