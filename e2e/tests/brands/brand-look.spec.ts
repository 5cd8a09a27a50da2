import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from '../support/players';
import { PORTS } from '../support/ports';
import { isSmall, viewport, WIDTHS } from '../support/shell';

/**
 * Both demo brands on one running portal (issue 17): each host name gets its brand's look (the
 * tokens the static host writes into the page), logo, texts and legal documents, from one build.
 */
const BRANDS_DIR = path.resolve(__dirname, '../../../brands/data');

interface BrandData {
  slug: string;
  hosts: string[];
  name: string;
  company: string;
  tokens: { colors: Record<string, string> };
  regions: Record<string, { helpline: string; regulator: string }>;
}

const readJson = <T>(...parts: string[]): T =>
  JSON.parse(fs.readFileSync(path.join(BRANDS_DIR, ...parts), 'utf8')) as T;

const BRANDS = ['portal', 'brand-b'].map((slug) => readJson<BrandData>(slug, 'brand.json'));

const origin = (brand: BrandData) => `http://${brand.hosts[0]}:${PORTS.portal}`;

/** '#6a1b9a' as the rgb() string getComputedStyle gives. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The header's controls sit side by side, left to right, none covering another, all on screen. */
async function expectHeaderRow(page: Page, controls: Locator[]) {
  const boxes: { x: number; width: number }[] = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    boxes.push((await control.boundingBox())!);
  }
  const width = page.viewportSize()!.width;
  boxes.forEach((box, index) => {
    expect(box.x).toBeGreaterThanOrEqual(
      index === 0 ? 0 : boxes[index - 1].x + boxes[index - 1].width,
    );
  });
  const last = boxes[boxes.length - 1];
  expect(last.x + last.width).toBeLessThanOrEqual(width);
}

/** The logo is whole on a desktop (its own proportions), its 24 px square mark on a phone. */
async function expectLogoShown(home: Locator, width: number) {
  const shown = await home.getByRole('img').evaluate((img: HTMLImageElement) => ({
    width: img.clientWidth,
    height: img.clientHeight,
    ratio: img.naturalWidth / img.naturalHeight,
  }));
  if (isSmall(width)) {
    expect(shown).toMatchObject({ width: 24, height: 24 });
  } else {
    expect(shown.height).toBe(32);
    expect(shown.width / shown.height).toBeCloseTo(shown.ratio, 1);
  }
}

const homeLink = (page: Page, brand: BrandData) =>
  page.getByRole('link', { name: `${brand.name} home` });

for (const brand of BRANDS) {
  test.describe(`${brand.name} at ${brand.hosts[0]}`, () => {
    for (const width of WIDTHS) {
      test(`its look, logo and texts on /betting at ${width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize(viewport(width));
        await page.goto(`${origin(brand)}/betting`);
        const { colors } = brand.tokens;

        const home = homeLink(page, brand);
        await expectHeaderRow(page, [
          home,
          page.getByRole('navigation', { name: 'Brands' }),
          page.getByRole('button', { name: 'Login' }),
          page.getByRole('button', { name: 'Join' }),
        ]);
        const logo = home.getByRole('img');
        await expect(logo).toHaveAttribute('src', `/brand/${brand.slug}/logo-dark.svg`);
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await expectLogoShown(home, width);

        expect(await computed(page, 'header', 'background-color')).toBe(rgb(colors.header));
        expect(await computed(page, 'body', 'background-color')).toBe(rgb(colors.background));
        const join = page.getByRole('button', { name: 'Join' });
        await expect(join).toBeVisible();
        expect(await join.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
          rgb(colors.primary),
        );

        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.company}`);
        await expect(footer).toContainText(brand.regions.AU.regulator);
        await expect(
          footer.getByRole('link', { name: `Call ${brand.regions.AU.helpline}` }),
        ).toBeVisible();
        const overflow = await page.evaluate(
          () => document.scrollingElement!.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);

        await page.screenshot({
          path: testInfo.outputPath(`${brand.slug}-betting-${width}.png`),
          fullPage: true,
        });
      });
    }

    test('its own legal documents', async ({ page }) => {
      await page.setViewportSize(viewport(375));
      for (const file of [
        'terms-and-conditions',
        'privacy-policy',
        'responsible-gambling-policy',
      ]) {
        const document = readJson<{ title: string; summary: string }>(
          brand.slug,
          'legal',
          `${file}.json`,
        );
        await page.goto(`${origin(brand)}/${file}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
        await expect(main.getByText(document.summary)).toBeVisible();
      }
    });
  });
}

test("a signed-in player's header shows the brand's logo in its row at 1280 px", async ({
  page,
}, testInfo) => {
  const [brand] = BRANDS;
  await page.setViewportSize(viewport(1280));
  await signIn(page);
  await page.goto(`${origin(brand)}/betting`);
  await expectHeaderRow(page, [
    homeLink(page, brand),
    page.getByRole('navigation', { name: 'Brands' }),
    page.getByRole('button', { name: /^Bonuses/ }),
    page.getByRole('button', { name: /^Balance / }),
    page.getByRole('button', { name: /Account menu/ }),
  ]);
  await expectLogoShown(homeLink(page, brand), 1280);
  await page.screenshot({ path: testInfo.outputPath('signed-in-header-1280.png') });
});

test("on a 375 px phone a signed-in player's controls have the row to themselves", async ({
  page,
}, testInfo) => {
  const [brand] = BRANDS;
  await page.setViewportSize(viewport(375));
  await signIn(page);
  await page.goto(`${origin(brand)}/betting`);
  await expectHeaderRow(page, [
    page.getByRole('navigation', { name: 'Brands' }),
    page.getByRole('button', { name: /^Bonuses/ }),
    page.getByRole('button', { name: /^Balance / }),
    page.getByRole('button', { name: /Account menu/ }),
  ]);
  await expect(homeLink(page, brand)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('signed-in-header-375.png') });
});

test("a brand's page is titled with its name and names no other brand", async ({ page }) => {
  const [first, second] = BRANDS;
  await page.goto(`${origin(second)}/privacy-policy`);
  await expect(page.getByRole('link', { name: `${second.name} home` })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(second.company);
  await expect(page).toHaveTitle(second.name);
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(first.company);
  expect(text).not.toContain(first.regions.AU.regulator);
});
