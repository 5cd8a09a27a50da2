import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, PORTS } from './ports';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_AU = 'demo.au@portal.test';
export const DEMO_AU_UNVERIFIED = 'demo.au.unverified@portal.test';

/** The cookie shared-utils keeps the auth token in: a SameSite=Strict session cookie. */
export const TOKEN_COOKIE = 'portal_token';

export async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API_URL}/auth`, {
    data: { email, password: DEMO_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).token;
}

/** Signs a demo player in the way a returning player arrives: with the token cookie already set. */
export async function signIn(page: Page, email = DEMO_AU): Promise<string> {
  const token = await apiLogin(page.request, email);
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, domain: 'localhost', path: '/' }]);
  return token;
}

export async function currentBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${API_URL}/users/current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()).data.balance;
}

export function formatCents(cents: number): string {
  const dollars = (Math.abs(cents) / 100).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${cents < 0 ? '-' : ''}$${dollars}`;
}

export { PORTS };
