// Sessions of the auth browser tests, and what the server says about the token the portal keeps.
import type { APIResponse, Page } from '@playwright/test';
import { NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { TOKEN_COOKIE } from '../support/players';

/** The auth token in the page's cookie, or undefined when signed out. */
export async function cookieToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
}

/** GET /users/current with `token` as bearer, from the test rather than the page. */
export function currentUserWith(
  page: Page,
  api: string,
  token: string | undefined,
): Promise<APIResponse> {
  return page.request.get(`${api}/users/current`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
}

/**
 * Registers a new AU player, logs them in through the API and puts the token in the page's cookie,
 * as a returning player arrives. Returns the token.
 */
export async function signInNewPlayer(page: Page, api: string): Promise<string> {
  const email = await registerAuPlayer(page.request, api);
  const login = await page.request.post(`${api}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: '', platform: 'web' },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, domain: 'localhost', path: '/' }]);
  return token;
}
