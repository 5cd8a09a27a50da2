// The API and the realtime server going down and coming back while players use the site (the outage
// portal: its page reaches both through proxies the tests switch). The site keeps rendering and the
// player's session, says the service is unavailable while the API does not answer, and catches up by
// itself when a service returns, without a reload.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { clientApp, signInPlayerWithBalance } from '../hosts/clientApps';
import { apiUrlOf } from '../support/auth';
import { outageNotice, switchService } from '../support/outages';
import { TOKEN_COOKIE } from '../support/players';
import { isSameDocument, markDocument } from '../support/sameDocument';

// Every test leaves both services up, whatever happened in it.
test.afterEach(async () => {
  await switchService('api', 'up');
  await switchService('realtime', 'up');
});

/** Credits the player's wallet on the server (the API's dev route, reached directly, not through the page's proxy). */
async function credit(page: Page, testInfo: TestInfo, email: string, cents: number) {
  const response = await page.request.post(`${apiUrlOf(testInfo)}/dev/wallet/credit`, {
    data: { email, amount: cents },
  });
  expect(response.ok()).toBe(true);
}

const balance = (page: Page) => page.getByTestId('balance-button');

const openAccountPage = async (page: Page, item: string) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

/** The session the page holds: its token cookie, and whether the server still accepts it. */
async function sessionOnServer(page: Page, testInfo: TestInfo) {
  const cookie = (await page.context().cookies()).find((each) => each.name === TOKEN_COOKIE);
  expect(cookie?.value).toBeTruthy();
  const response = await page.request.get(`${apiUrlOf(testInfo)}/users/current`, {
    headers: { Authorization: `Bearer ${cookie?.value}` },
  });
  return response.status();
}

test.describe('the API down', () => {
  test('a signed-in player keeps browsing and their session, is told, and the site recovers by itself', async ({
    page,
  }, testInfo) => {
    const player = await signInPlayerWithBalance(page, testInfo, 5000);
    await page.goto('/betting');
    await expect(balance(page)).toContainText('$50.00');
    await markDocument(page);

    await switchService('api', 'down');
    await openAccountPage(page, 'Cash Transactions');
    await expect(outageNotice(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await openAccountPage(page, 'Limits');
    await expect(page).toHaveURL(/\/account\/limits$/);
    await expect(balance(page)).toContainText('$50.00');
    // A credit while the page cannot reach the API: it shows once the API is back.
    await credit(page, testInfo, player.email, 2500);

    await switchService('api', 'up');
    await expect(outageNotice(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(balance(page)).toContainText('$75.00');
    expect(await sessionOnServer(page, testInfo)).toBe(200);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a signed-in page load renders, keeps the session and loads the account when the API returns', async ({
    page,
  }, testInfo) => {
    await signInPlayerWithBalance(page, testInfo, 4200);
    await switchService('api', 'down');
    await page.goto('/betting');
    await expect(
      clientApp(page, 1).getByRole('heading', { level: 1, name: 'Betting' }),
    ).toBeVisible();
    await expect(outageNotice(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
    await markDocument(page);

    await switchService('api', 'up');
    await expect(balance(page)).toContainText('$42.00', { timeout: 30_000 });
    await expect(outageNotice(page)).toHaveCount(0);
    expect(await sessionOnServer(page, testInfo)).toBe(200);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a signed-out page load renders the site', async ({ page }) => {
    await switchService('api', 'down');
    await page.goto('/betting');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(
      clientApp(page, 1).getByRole('heading', { level: 1, name: 'Betting' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('the realtime server down', () => {
  // pusher-js waits a little longer after each failed attempt before it tries to reconnect again.
  test.setTimeout(90_000);

  test('the site keeps working, and on reconnection the balance catches up', async ({
    page,
  }, testInfo) => {
    const player = await signInPlayerWithBalance(page, testInfo, 5000);
    await page.goto('/betting');
    await expect(balance(page)).toContainText('$50.00');
    // Realtime is live: a credit on the server shows without anything from the player.
    await credit(page, testInfo, player.email, 1000);
    await expect(balance(page)).toContainText('$60.00');
    await markDocument(page);

    await switchService('realtime', 'down');
    await openAccountPage(page, 'Limits');
    await expect(page.getByRole('heading', { name: 'Limits', exact: true }).first()).toBeVisible();
    await credit(page, testInfo, player.email, 1500);

    await switchService('realtime', 'up');
    await expect(balance(page)).toContainText('$75.00', { timeout: 45_000 });
    await credit(page, testInfo, player.email, 500);
    await expect(balance(page)).toContainText('$80.00');
    expect(await isSameDocument(page)).toBe(true);
  });
});
