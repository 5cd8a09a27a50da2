// The hosts bring in the separately served client apps (docs/client-apps.md): each mounts its app
// from the app's own origin, announces it on clientAppMounted$, and the menus reach the app's pages.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, viewport, WIDTHS } from '../support/shell';
import { DEMO_AU, signIn } from '../support/players';
import {
  clientApp,
  clientAppBalance,
  recordAnnouncements,
  signInPlayerWithBalance,
} from './clientApps';

test('/betting and /fantasy mount their client apps from their own origin and announce it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/betting');
  const betting = clientApp(page, 1);
  await expect(betting.getByRole('heading', { level: 1, name: 'Betting' })).toBeVisible();
  await expect(page).toHaveTitle('Betting');
  const portalOrigin = new URL(page.url()).origin;
  const bettingModule = scripts.find((url) => url.endsWith('/betting/betting-app.js'));
  expect(new URL(bettingModule ?? portalOrigin).origin).not.toBe(portalOrigin);

  const { announced } = await recordAnnouncements(page);
  const brands = page.getByRole('navigation', { name: 'Brands' });
  await brands.getByRole('link', { name: 'Fantasy' }).click();
  await expect(
    clientApp(page, 2).getByRole('heading', { level: 1, name: 'Fantasy' }),
  ).toBeVisible();
  await expect.poll(announced).toEqual([{ clientId: 2, name: 'Fantasy' }]);

  await brands.getByRole('link', { name: 'Betting' }).click();
  await expect(betting.getByRole('heading', { level: 1, name: 'Betting' })).toBeVisible();
  await expect.poll(announced).toEqual([
    { clientId: 2, name: 'Fantasy' },
    { clientId: 1, name: 'Betting' },
  ]);
});

test("the betting menu's links reach My Bets, the live chat anchor and the account", async ({
  page,
}) => {
  await signIn(page, DEMO_AU);
  await page.goto('/betting');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Betting menu' });
  const betting = clientApp(page, 1);

  await menu.getByRole('link', { name: 'My Bets' }).click();
  await expect(page).toHaveURL(/\/betting\/my-bets$/);
  await expect(betting.getByRole('heading', { level: 1, name: 'My Bets' })).toBeVisible();
  await expect(betting.getByText('You have 3 active bets.')).toBeVisible();

  await menu.getByRole('link', { name: 'Live Chat' }).click();
  await expect(page).toHaveURL(/\/betting\/#livechat$/);
  await expect(betting.getByRole('region', { name: 'Live Chat' })).toBeFocused();

  await menu.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(betting).toHaveCount(0);
});

test("the fantasy menu's links reach My Contests, My Teams and History", async ({ page }) => {
  await signIn(page, DEMO_AU);
  await page.goto('/fantasy');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Fantasy menu' });
  const fantasy = clientApp(page, 2);

  await menu.getByRole('link', { name: 'My Contests' }).click();
  await expect(page).toHaveURL(/\/fantasy\/my-contests$/);
  await expect(fantasy.getByText('You are entered in 2 active contests.')).toBeVisible();

  await menu.getByRole('link', { name: 'My Teams' }).click();
  await expect(page).toHaveURL(/\/fantasy\/my-teams$/);
  await expect(fantasy.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();

  await menu.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/fantasy\/account\/history$/);
  await expect(fantasy.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();

  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/fantasy$/);
  await expect(fantasy.getByRole('heading', { level: 1, name: 'Fantasy' })).toBeVisible();
  // Outside the apps' paths the header stays on the app mounted last (clientAppMounted$).
  await menu.getByRole('link', { name: 'Deposit Limits' }).click();
  await expect(page).toHaveURL(/\/account\/limits$/);
  await expect(fantasy).toHaveCount(0);
  await expect(menu).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Fantasy' }),
  ).toHaveAttribute('aria-current', 'true');
});

for (const width of WIDTHS) {
  test(`at ${width} px both client apps fit the page with a big balance and pass axe`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport(width));
    await signInPlayerWithBalance(page, test.info(), 99_999_999);
    for (const [path, clientId] of [
      ['/betting', 1],
      ['/fantasy/my-contests', 2],
    ] as const) {
      await page.goto(path);
      await expect(clientAppBalance(page, clientId)).toHaveText('$999,999.99');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, [`[data-client-app="${clientId}"]`]);
    }
  });
}
