import { expect, test, type Page } from '@playwright/test';
import { PRODUCTION_HOST_PORT, startProductionHost } from '../support/productionHost';
import { slot } from '../support/slots';

const BETTING_HOST = '@portal/betting-host';
/** Where a tester's own build of the betting host answers (served by the test). */
const OVERRIDE_PATH = '/override-under-test/portal-betting-host.js';
const OVERRIDE_HEADING = 'Betting host from the tester’s build';

/**
 * Serves a betting host build of the tester's at OVERRIDE_PATH: a SystemJS module with the
 * host's lifecycles that shows OVERRIDE_HEADING in its slot.
 */
async function serveTestersBuild(page: Page) {
  await page.route(`**${OVERRIDE_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `System.register([], function (_export) {
        return { execute: function () {
          var slot = function () { return document.getElementById('single-spa-application:${BETTING_HOST}#app'); };
          _export('app', {
            bootstrap: function () { return Promise.resolve(); },
            mount: function () { slot().innerHTML = '<h1>${OVERRIDE_HEADING}</h1>'; return Promise.resolve(); },
            unmount: function () { slot().innerHTML = ''; return Promise.resolve(); },
          });
        } };
      });`,
    }),
  );
}

/** Records the URL paths of the scripts the page requests. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('the import-map-overrides panel shows only when localStorage devtools is set', async ({
  page,
}) => {
  await page.goto('/betting');
  await expect(slot(page, `${BETTING_HOST}#app`)).not.toBeEmpty();
  await expect(page.locator('import-map-overrides-full button')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await expect(page.locator('import-map-overrides-full button').first()).toBeAttached();
});

test('a tester points @portal/betting-host at another URL in the panel and the page uses it after reload', async ({
  page,
}) => {
  await serveTestersBuild(page);
  await page.goto('/betting');
  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();

  await page.locator('import-map-overrides-full button.imo-trigger').click();
  await page.getByRole('button', { name: new RegExp(BETTING_HOST) }).click();
  await page.getByLabel('Override URL:').fill(OVERRIDE_PATH);
  await page.getByRole('button', { name: 'Apply override' }).click();
  expect(
    await page.evaluate(
      (name) => localStorage.getItem(`import-map-override:${name}`),
      BETTING_HOST,
    ),
  ).toBe(OVERRIDE_PATH);

  const scripts = scriptRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: OVERRIDE_HEADING })).toBeVisible();
  // The page's preload of the live build is not run: the heading above is the tester's build.
  expect(scripts).toContain(OVERRIDE_PATH);
  // The rest of the page is the live build: the header is there.
  await expect(page.getByRole('banner')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: OVERRIDE_HEADING })).toHaveCount(0);
  await expect(slot(page, `${BETTING_HOST}#app`)).not.toBeEmpty();
});

test.describe('a production host', () => {
  test('refuses overrides: import-map-overrides is never loaded and a stored override is ignored', async ({
    page,
  }) => {
    const host = await startProductionHost();
    try {
      await serveTestersBuild(page);
      const origin = `http://localhost:${PRODUCTION_HOST_PORT}`;
      await page.goto(`${origin}/betting`);
      await page.evaluate(
        ([name, url]) => {
          localStorage.setItem('devtools', 'true');
          localStorage.setItem(`import-map-override:${name}`, url);
        },
        [BETTING_HOST, OVERRIDE_PATH],
      );
      const scripts = scriptRequests(page);
      await page.reload();
      await expect(slot(page, `${BETTING_HOST}#app`)).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: OVERRIDE_HEADING })).toHaveCount(0);
      expect(scripts.some((url) => url.includes('import-map-overrides'))).toBe(false);
      expect(scripts).not.toContain(OVERRIDE_PATH);
      expect(
        scripts.some((url) =>
          /^\/mf-betting-host\/[0-9a-f]{12}\/portal-betting-host\.js$/.test(url),
        ),
      ).toBe(true);
      expect(await page.evaluate(() => 'importMapOverrides' in window)).toBe(false);
      await expect(page.locator('import-map-overrides-full button')).toHaveCount(0);
    } finally {
      host.kill();
    }
  });
});
