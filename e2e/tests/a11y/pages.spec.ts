// The accessibility sweep of every page (sweptPages.ts) at both viewports, signed out and signed
// in: one browser page walks through the routes, and every state's violations are listed together.
import { expect, test, type Page } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y, walkTimeout } from '../support/a11y';
import { visit } from '../support/a11yNavigation';
import { withFeatures } from '../support/a11yRuntimeConfig';
import { DEMO_AU, signIn } from '../support/players';
import { SWEPT_PAGES, type SweptPage, type Viewer } from './sweptPages';

const VIEWERS: Viewer[] = ['signed-out', 'signed-in'];

async function sweep(page: Page, swept: SweptPage, where: string) {
  await expect(swept.ready(page), swept.url).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await checkA11y(page, where);
}

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`every page at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const viewer of VIEWERS) {
      test(`${viewer}: no serious or critical axe violations`, async ({ page }) => {
        const pages = SWEPT_PAGES.filter((each) => each.viewer === viewer);
        test.setTimeout(walkTimeout(pages.length));
        if (viewer === 'signed-in') await signIn(page, DEMO_AU);
        for (const swept of pages) {
          const where = `${swept.url} (${viewer}, ${viewport.width} px)`;
          if (swept.features) {
            const configured = await page.context().newPage();
            await withFeatures(configured, swept.features);
            await configured.goto(swept.url);
            await sweep(configured, swept, `${where} with ${JSON.stringify(swept.features)}`);
            await configured.close();
          } else {
            await visit(page, swept.url);
            await sweep(page, swept, where);
          }
        }
      });
    }
  });
}
