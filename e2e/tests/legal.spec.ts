import { expect, test, type Page } from '@playwright/test';
import { API_URL } from './support/ports';
import { DEMO_AU, signIn } from './support/players';
import { viewport } from './support/shell';

const DOCUMENTS = [
  { link: 'Terms and Conditions', title: 'Terms and Conditions', path: '/terms-and-conditions' },
  { link: 'Privacy Policy', title: 'Privacy Policy', path: '/privacy-policy' },
  {
    link: 'Responsible Gambling',
    title: 'Responsible Gambling Policy',
    path: '/responsible-gambling-policy',
  },
];

interface CurrentTerms {
  version: string;
  updated_at: string;
}

async function currentTerms(page: Page): Promise<CurrentTerms> {
  const response = await page.request.get(`${API_URL}/terms/current`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** The document page: its title, sections with headings and paragraphs, and no 'Page not found'. */
async function expectDocument(page: Page, title: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
  expect(await main.locator('p').count()).toBeGreaterThan(3);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [320, 375, 1280]) {
  test.describe(`legal pages at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    for (const { link, title, path } of DOCUMENTS) {
      test(`the footer's ${link} link opens the brand's document`, async ({ page }) => {
        await page.goto('/betting');
        const footerLink = page
          .getByRole('contentinfo')
          .getByRole('link', { name: link, exact: true })
          .first();
        await expect(footerLink).toHaveAttribute('href', path);
        await footerLink.click();
        await expect(page).toHaveURL(path);
        await expectDocument(page, title);
        await page.screenshot({ path: `/tmp/h4-legal${path.replace('/', '-')}-${width}.png` });
      });
    }

    test('the terms page shows the version and date of GET /terms/current', async ({ page }) => {
      const terms = await currentTerms(page);
      await page.goto('/terms-and-conditions');
      await expectDocument(page, 'Terms and Conditions');
      // The portal's AU date format, 'ddd D MMM YYYY' (Thu 15 Jan 2026).
      const date = new Date(terms.updated_at);
      const part = (options: Intl.DateTimeFormatOptions) =>
        date.toLocaleDateString('en-AU', options);
      const updated = `${part({ weekday: 'short' })} ${date.getDate()} ${part({ month: 'short' })} ${date.getFullYear()}`;
      await expect(page.getByRole('main')).toContainText(`Version ${terms.version}`);
      await expect(page.getByRole('main')).toContainText(updated);
    });
  });
}

test.describe('legal links in the auth modals', () => {
  test.use({ viewport: viewport(375) });

  test("the sign-up form's Terms and Privacy links open the documents", async ({ page }) => {
    await page.goto('/betting?modal=signup');
    const dialog = page.getByRole('dialog');
    for (const { link, title, path } of DOCUMENTS.slice(0, 2)) {
      const popupPromise = page.waitForEvent('popup');
      await dialog.getByRole('link', { name: link, exact: true }).click();
      const popup = await popupPromise;
      await expect(popup).toHaveURL(path);
      await expectDocument(popup, title);
      await popup.close();
    }
  });

  test("the terms modal's link opens the terms document", async ({ page }) => {
    await signIn(page, DEMO_AU);
    await page.goto('/betting?modal=terms-and-conditions');
    const popupPromise = page.waitForEvent('popup');
    await page
      .getByRole('dialog', { name: 'Terms and Conditions' })
      .getByRole('link', { name: 'Read the Terms and Conditions' })
      .click();
    const popup = await popupPromise;
    await expectDocument(popup, 'Terms and Conditions');
    await expect(popup.getByRole('main')).toContainText(
      `Version ${(await currentTerms(page)).version}`,
    );
  });
});
