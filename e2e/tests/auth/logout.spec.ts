import { expect, test } from '@playwright/test';
import { apiUrlOf } from '../support/auth';
import { cookieToken, currentUserWith, signInNewPlayer } from './sessionToken';

test('Logout in the UI ends the session on the server: the old token gets 401', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const token = await signInNewPlayer(page, api);
  await page.goto('/betting');
  await expect(page.getByTestId('balance-button')).toBeVisible();
  expect(await cookieToken(page)).toBe(token);
  expect((await currentUserWith(page, api, token)).status()).toBe(200);

  const loggedOut = page.waitForResponse(
    (response) => response.url() === `${api}/auth` && response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  expect((await loggedOut).status()).toBeLessThan(300);
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  expect(await cookieToken(page)).toBeUndefined();
  expect((await currentUserWith(page, api, token)).status()).toBe(401);
});
