// What the server says about the token the portal keeps in its cookie.
import type { APIResponse, Page } from '@playwright/test';
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
