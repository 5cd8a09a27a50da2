// Issue 27: every entry of the client app's menu is in view on a phone (Live Chat was cut off at
// the right of the betting menu at 375 px).
import { expect, test, type Locator } from '@playwright/test';
import { DEMO_AU, signIn } from '../support/players';
import { viewport } from '../support/shell';

/** Each link of `menu` lies wholly inside the menu, which has nothing to scroll to. */
async function expectAllEntriesInView(menu: Locator) {
  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  for (const link of await menu.getByRole('link').all()) {
    const entry = await link.boundingBox();
    expect(entry, await link.innerText()).not.toBeNull();
    expect(entry!.x, await link.innerText()).toBeGreaterThanOrEqual(box!.x);
    expect(entry!.x + entry!.width, await link.innerText()).toBeLessThanOrEqual(
      box!.x + box!.width,
    );
  }
  const list = menu.getByRole('list');
  expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
}

for (const width of [320, 375, 1280]) {
  test.describe(`the app menu at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('signed in, the betting menu shows every entry, Live Chat and the My Bets counter too', async ({
      page,
    }, testInfo) => {
      await signIn(page, DEMO_AU);
      await page.goto('/betting');
      const menu = page.getByRole('banner').getByRole('navigation', { name: 'Betting menu' });
      await expect(menu.getByRole('link', { name: 'My Bets (3 active)' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Live Chat' })).toBeVisible();
      await expectAllEntriesInView(menu);
      await page.screenshot({ path: testInfo.outputPath(`betting-menu-${width}.png`) });
    });

    test('signed out, the fantasy menu shows every entry', async ({ page }, testInfo) => {
      await page.goto('/fantasy');
      const menu = page.getByRole('banner').getByRole('navigation', { name: 'Fantasy menu' });
      await expect(menu.getByRole('link', { name: 'Deposit Limits' })).toBeVisible();
      await expectAllEntriesInView(menu);
      await page.screenshot({ path: testInfo.outputPath(`fantasy-menu-${width}.png`) });
    });
  });
}
