// The US daily time limit against portal-api (docs/responsible-gambling-api.md): set in hours and
// minutes on the Time Limits tab (the server stores minutes and shows the time used), and once the
// time is up the session is ended with the reason, and logging in again is refused.
import { expect, test } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD } from '../../support/auth';
import { registerUsPlayer, signInPlayer } from '../../support/deposits';
import { confirmDialog, notice } from '../../support/responsibleGambling';

test('a 1-minute daily time limit ends the session when the minute is up', async ({ page }) => {
  test.setTimeout(150_000);
  const email = await registerUsPlayer(page.request, apiUrlOf(test.info()));
  const player = await signInPlayer(page, test.info(), email, { verified: false });
  await page.goto('/account/limits');
  await page.getByRole('tab', { name: 'Time Limits' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Time Limits' });
  await expect(panel.getByLabel('Duration')).toHaveValue('1');
  await panel.getByRole('textbox', { name: 'Minutes' }).fill('1');
  await panel.getByRole('button', { name: 'Set Time limit' }).click();
  await expect(
    page.getByRole('dialog').getByText('Set your time limit to 1 min Daily?'),
  ).toBeVisible();
  await confirmDialog(page, 'Set Time limit');
  await expect(notice(page, 'Your limits have been applied.')).toBeVisible();
  const { limits } = (await player.serverUser('limits')) as unknown as {
    limits: { type: { id: number }; limit: number }[];
  };
  expect(limits.filter((l) => l.type.id === 3).map((l) => l.limit)).toEqual([1]);
  await expect(panel.getByText('1 min Daily')).toBeVisible();

  const ended = notice(page, 'You have reached your daily time limit of 1 min.');
  await expect(ended).toBeVisible({ timeout: 100_000 });
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  const refused = await page.request.post(`${player.api}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.error[0]).toMatch(
    /^You have reached your daily time limit of 1 min\. You can log in again from /,
  );
});
