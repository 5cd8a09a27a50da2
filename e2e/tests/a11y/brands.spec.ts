// The accessibility sweep for every other brand of brands/data (each served from the same build at
// its own host name, with its own colours and fonts): the signed-out pages and modals at both
// viewports, where a brand's tokens could break colour contrast.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { A11Y_VIEWPORTS, walkTimeout } from '../support/a11y';
import { PORTS } from '../support/ports';
import { sweepModal, sweepPage } from './sweep';
import { SWEPT_MODALS } from './sweptModals';
import { SWEPT_PAGES } from './sweptPages';

const BRANDS_DIR = path.resolve(__dirname, '../../../brands/data');

/** The brands the portal serves at a host name other than localhost, the one every other test uses. */
const OTHER_BRANDS = fs
  .readdirSync(BRANDS_DIR)
  .map((slug) => JSON.parse(fs.readFileSync(path.join(BRANDS_DIR, slug, 'brand.json'), 'utf8')))
  .filter((brand: { hosts: string[] }) => !brand.hosts.includes('localhost')) as {
  name: string;
  hosts: string[];
}[];

const pages = SWEPT_PAGES.filter((page) => page.viewer === 'signed-out' && !page.features);
const modals = SWEPT_MODALS.filter((modal) => !modal.player);

test('another brand than the default one is swept', () => {
  expect(OTHER_BRANDS.length).toBeGreaterThan(0);
});

for (const brand of OTHER_BRANDS) {
  const origin = `http://${brand.hosts[0]}:${PORTS.portal}`;
  for (const viewport of A11Y_VIEWPORTS) {
    test(`${brand.name} at ${viewport.width} px, signed out: no serious or critical axe violations`, async ({
      page,
    }) => {
      test.setTimeout(walkTimeout(pages.length + modals.length));
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/betting`);
      await expect(page.getByRole('link', { name: `${brand.name} home` })).toBeVisible();
      for (const swept of pages) {
        await sweepPage(page, swept, `${brand.name}: ${swept.url} (${viewport.width} px)`);
      }
      for (const modal of modals) {
        const where = `${brand.name}: ${modal.name}, ${modal.state} (${viewport.width} px)`;
        await sweepModal(page, modal, where);
      }
    });
  }
}
