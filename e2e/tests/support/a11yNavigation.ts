import type { Page } from '@playwright/test';

/**
 * Goes to `url` as the portal's own links do (single-spa's navigateToUrl, no reload) once the portal
 * has started in this page; the first visit loads the page.
 */
export async function visit(page: Page, url: string) {
  const started = await page.evaluate(() => 'singleSpaNavigate' in window).catch(() => false);
  if (!started) {
    await page.goto(url);
    return;
  }
  await page.evaluate((target) => {
    (window as unknown as { singleSpaNavigate(url: string): void }).singleSpaNavigate(target);
  }, url);
}
