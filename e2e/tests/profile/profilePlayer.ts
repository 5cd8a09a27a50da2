import { expect, type Page, type TestInfo } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer, type PlayerOverrides } from '../support/auth';
import { TOKEN_COOKIE } from '../support/players';

/** A new unverified AU player (phone 0412345678), signed in through the API. */
export async function signInNewPlayer(page: Page, testInfo: TestInfo, names: PlayerOverrides = {}) {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api, names);
  const login = await page.request.post(`${api}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  const { token } = await login.json();
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, domain: 'localhost', path: '/' }]);
  const headers = { Authorization: `Bearer ${token}` };
  /** The player as the server has them now. */
  const serverUser = async () => {
    const response = await page.request.get(`${api}/users/current`, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()).data;
  };
  return { api, email, token, serverUser };
}
