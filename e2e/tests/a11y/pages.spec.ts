// The accessibility sweep of every page (sweptPages.ts) at both viewports, signed out and signed
// in: one browser page walks through the routes, and every state's violations are listed together.
import { test } from '@playwright/test';
import { A11Y_VIEWPORTS, walkTimeout } from '../support/a11y';
import { withFeatures } from '../support/a11yRuntimeConfig';
import { DEMO_AU, signIn } from '../support/players';
import { sweepPage } from './sweep';
import { SWEPT_PAGES, type Viewer } from './sweptPages';

const VIEWERS: Viewer[] = ['signed-out', 'signed-in'];

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
          if (!swept.features) {
            await sweepPage(page, swept, where);
            continue;
          }
          // Feature flags hold for a page's whole life: a page of its own.
          const configured = await page.context().newPage();
          await withFeatures(configured, swept.features);
          await sweepPage(configured, swept, `${where} with ${JSON.stringify(swept.features)}`);
          await configured.close();
        }
      });
    }
  });
}
