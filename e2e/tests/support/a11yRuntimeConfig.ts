import type { Page } from '@playwright/test';

/**
 * Serves the portal as if it were started with other feature flags (PORTAL_LANDING_EXACT and the
 * like): the runtime config the web host writes into the page gains `features` as the page is
 * parsed, before root-config reads it. (A page the test served itself would lose its local-network
 * access to the API.)
 */
export async function withFeatures(page: Page, features: Record<string, boolean>) {
  await page.addInitScript((extra) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById('portal-runtime-config');
      const text = element?.textContent?.trim();
      if (!element || !text?.endsWith('}')) return;
      observer.disconnect();
      const config = JSON.parse(text);
      config.features = { ...config.features, ...extra };
      element.textContent = JSON.stringify(config);
    });
    observer.observe(document, { childList: true, subtree: true });
  }, features);
}
