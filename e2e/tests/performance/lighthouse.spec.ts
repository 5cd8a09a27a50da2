import { expect, test } from '@playwright/test';
import { runLighthouse } from '../../bench/lighthouse.mjs';

/**
 * Issue 15's budgets on /betting as a phone sees it (Lighthouse's mobile emulation, in a browser of
 * its own): the layout shift and the accessibility score. Its timings are npm run bench's to print.
 */
const MAX_CLS = 0.05;

test('Lighthouse on /betting as a phone: CLS at most 0.05, accessibility 100', async ({
  baseURL,
}) => {
  // A Lighthouse run loads the page several times under simulated throttling.
  test.setTimeout(180_000);
  const figures = await runLighthouse(`${baseURL}/betting`);
  expect(figures.cls).toBeLessThanOrEqual(MAX_CLS);
  expect(
    figures.accessibility,
    `failed audits: ${figures.failedAccessibilityAudits.join(', ')}`,
  ).toBe(100);
});
