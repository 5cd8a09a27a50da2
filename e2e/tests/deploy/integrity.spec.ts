import { expect, test } from '@playwright/test';
import { slot, SLOT_ERROR_TEXT } from '../support/slots';

test('every module in the served import map carries its integrity, and its preload asks for the same', async ({
  page,
}) => {
  await page.goto('/betting');
  const map = await page.evaluate(() =>
    JSON.parse(document.querySelector('script[type="systemjs-importmap"]')?.textContent ?? '{}'),
  );
  for (const url of new Set(Object.values(map.imports as Record<string, string>))) {
    expect(map.integrity[url], url).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
  }
  const preloads = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute('href'), l.getAttribute('integrity')]),
    );
  for (const [href, integrity] of preloads) {
    if (href?.startsWith('/')) expect(integrity, href ?? '').toBe(map.integrity[href ?? '']);
  }
});

test('a module whose bytes differ from the map’s integrity is refused, not run, and its slot says so', async ({
  page,
}) => {
  await page.route('**/mf-betting-host/*/portal-betting-host.js', async (route) => {
    const response = await route.fetch();
    const tampered = `window.__tampered = true;\n${await response.text()}`;
    await route.fulfill({ response, body: tampered });
  });
  await page.goto('/betting');
  const bettingSlot = slot(page, '@portal/betting-host#app');
  await expect(bettingSlot.getByText(SLOT_ERROR_TEXT)).toBeVisible();
  await expect(bettingSlot.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await page.evaluate(() => 'tampered' in window || '__tampered' in window)).toBe(false);
  await expect(page.getByRole('banner')).toBeVisible();
});
