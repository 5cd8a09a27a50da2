import { expect, test } from '@playwright/test';
import { runLighthouse } from '../../bench/lighthouse.mjs';

/**
 * Issue 15's budgets on /betting as a phone sees it (Lighthouse's mobile emulation, in a browser of
 * its own): the layout shift and the accessibility score. Issue 27's: the layout shift as a desktop
 * sees it too (Lighthouse's desktop preset, whose window shows the vertical scrollbar). Its timings
 * are npm run bench's to print.
 */
const MAX_CLS = 0.05;

// A Lighthouse run loads the page several times under simulated throttling.
test.describe.configure({ timeout: 180_000 });

test('Lighthouse on /betting as a phone: CLS at most 0.05, accessibility 100', async ({
  baseURL,
}) => {
  const figures = await runLighthouse(`${baseURL}/betting`);
  expect(figures.cls).toBeLessThanOrEqual(MAX_CLS);
  expect(
    figures.accessibility,
    `failed audits: ${figures.failedAccessibilityAudits.join(', ')}`,
  ).toBe(100);
});

test('Lighthouse on /betting as a desktop: CLS at most 0.05', async ({ baseURL }) => {
  const figures = await runLighthouse(`${baseURL}/betting`, { desktop: true });
  expect(figures.cls).toBeLessThanOrEqual(MAX_CLS);
});
