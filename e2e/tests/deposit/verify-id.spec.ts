// A deposit needs a verified ID (spec 2 §8): the modal says so, and the server refuses it too.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { openDeposit, signInNewAuPlayer } from '../support/deposits';

test('an unverified player is refused with You need to verify your ID to make a deposit', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info(), { verified: false });
  const dialog = await openDeposit(page);

  await expect(dialog.getByText('You need to verify your ID to make a deposit')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Verify Now' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Amount', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const refused = await page.request.post(`${player.api}/deposit/fatzebra/create`, {
    headers: player.headers,
    data: { amount: 5000 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    errors: { error: ['You need to verify your ID to make a deposit'] },
  });
  expect(await player.serverUser()).toMatchObject({ id_verified: false, balance: 0 });
});
