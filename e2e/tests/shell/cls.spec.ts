import { expect, test } from '@playwright/test';
import { viewport } from '../support/shell';

/** Spec 1 §9 / issue 8 item 14: layout shift while the micro-frontends mount stays within 0.1. */
const CLS_LIMIT = 0.1;

declare global {
  interface Window {
    layoutShifts: { value: number; time: number }[];
  }
}

for (const width of [375, 1280]) {
  test.describe(`layout shift at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('/betting mounts its slots without shifting the page', async ({ page }) => {
      await page.addInitScript(() => {
        window.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) {
              window.layoutShifts.push({ value: entry.value, time: entry.startTime });
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/betting');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(
        page.locator('[id="single-spa-application:@portal/betting-host#app"] >> *').first(),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('region').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => window.layoutShifts);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_LIMIT);
    });
  });
}
