import type { Page } from '@playwright/test';

/** Marks the page's document, so a test can tell a re-mount (the mark stays) from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { portalTestMark: true }));
}

/** Whether the page still shows the document markDocument marked: it was not reloaded. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'portalTestMark' in window);
}
