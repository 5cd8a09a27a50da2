import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_PORTS, SHORT_TOKEN_TTL_SECONDS } from '../../support/ports';
import { cookieToken, currentUserWith, signInNewPlayer } from '../sessionToken';

const api = `http://localhost:${SHORT_TOKEN_PORTS.api}`;

// This portal's API issues tokens that expire after SHORT_TOKEN_TTL_SECONDS (the short-token project).
test('an expired token is refreshed exactly once and the player stays signed in', async ({
  page,
}) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/refresh') {
      refreshes.push(request.url());
    }
  });
  const token = await signInNewPlayer(page, api);
  await page.goto('/betting');
  await expect(page.getByTestId('balance-button')).toBeVisible();

  // Wait for the server to call the token expired, then use the portal: its next call gets the 401.
  await expect
    .poll(async () => (await currentUserWith(page, api, token)).status(), {
      timeout: (SHORT_TOKEN_TTL_SECONDS + 10) * 1000,
    })
    .toBe(401);
  await page.getByTestId('balance-button').click();
  await expect.poll(() => cookieToken(page)).not.toBe(token);

  const newToken = await cookieToken(page);
  expect(newToken).toBeTruthy();
  expect((await currentUserWith(page, api, newToken)).status()).toBe(200);
  expect(refreshes).toHaveLength(1);
  await expect(page.getByRole('dialog', { name: 'Balance details' })).toBeVisible();
  await expect(page.getByTestId('balance-button')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('modal')).toBeNull();
});
