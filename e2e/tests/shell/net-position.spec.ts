import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiUrlOf } from '../support/auth';
import { signInNewAuPlayer } from '../support/deposits';
import { DEMO_AU, formatCents, signIn } from '../support/players';
import { API_URL } from '../support/ports';
import { viewport, WIDTHS } from '../support/shell';

interface NetPosition {
  month: number;
  year: number;
  lifetime: number;
  collapsible: boolean;
}

const FIGURES = [
  ['This month', 'month'],
  ['This year', 'year'],
  ['Since opening', 'lifetime'],
] as const;

/** The text colour the brand gives a loss (--color-danger). */
const LOSS_COLOUR = 'rgb(198, 40, 40)';

async function serverNetPosition(
  request: APIRequestContext,
  api: string,
  token: string,
): Promise<NetPosition> {
  const response = await request.get(`${api}/activity/net-position`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

const strip = (page: Page) => page.getByRole('region', { name: 'Net result' });

/** The strip shows the server's figures, each with its sign, a loss in red. */
async function expectFigures(page: Page, position: NetPosition) {
  for (const [label, key] of FIGURES) {
    const amount = strip(page).getByTestId(`net-position-${key}`);
    await expect(amount, label).toHaveText(formatCents(position[key]));
    const colour = await amount.locator('span').evaluate((node) => getComputedStyle(node).color);
    if (position[key] < 0) expect(colour, label).toBe(LOSS_COLOUR);
    else expect(colour, label).not.toBe(LOSS_COLOUR);
  }
}

for (const width of WIDTHS) {
  test.describe(`the net position strip at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('shows the net result the server counts on every page, and in AU it cannot be hidden', async ({
      page,
    }) => {
      const token = await signIn(page, DEMO_AU);
      await page.goto('/betting');
      await expectFigures(page, await serverNetPosition(page.request, API_URL, token));
      await expect(strip(page).getByRole('button')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/account/limits');
      await expect(strip(page)).toBeVisible();
      await strip(page).getByRole('link', { name: 'View activity' }).click();
      await expect(page).toHaveURL(/\/account\/activity$/);
    });
  });
}

test.describe('the net position strip at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('fits the screen', async ({ page }) => {
    await signIn(page, DEMO_AU);
    await page.goto('/betting');
    await expect(strip(page).getByTestId('net-position-lifetime')).toBeVisible();
    const box = await strip(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

test('follows money moving on the account, with no reload', async ({ page }, testInfo) => {
  const player = await signInNewAuPlayer(page, testInfo);
  const api = apiUrlOf(testInfo);
  await page.goto('/betting');
  await expectFigures(page, await serverNetPosition(page.request, api, player.token));
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // A balance adjustment moves money without changing the net result, and the strip reads the
  // figures again (real-play.spec.ts shows bets and wins changing it).
  const reread = page.waitForResponse(
    (response) => response.url().endsWith('/activity/net-position') && response.ok(),
  );
  const credit = await page.request.post(`${api}/dev/wallet/credit`, {
    data: { email: player.email, amount: 2500 },
  });
  expect(credit.ok()).toBe(true);
  const shown = (await (await reread).json()).data as NetPosition;

  expect(shown).toEqual(await serverNetPosition(page.request, api, player.token));
  await expectFigures(page, shown);
  expect(reloaded).toBe(false);
});
