import { expect, test } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { TOKEN_COOKIE } from '../support/players';
import { cookieToken, currentUserWith } from './sessionToken';

test('Logout in the UI ends the session on the server: the old token gets 401', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  const login = await page.request.post(`${api}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: '', platform: 'web' },
  });
  const { token } = (await login.json()) as { token: string };
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, domain: 'localhost', path: '/' }]);
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
