import type { Locator, Page } from '@playwright/test';

/** The element single-spa-layout renders an application into. */
export function slot(page: Page, appName: string): Locator {
  return page.locator(`[id="single-spa-application:${appName}"]`);
}

export const SLOT_ERROR_TEXT = 'This part of the page could not be loaded.';
