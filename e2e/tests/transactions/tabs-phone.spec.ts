// Issue 27: on a 375 px phone the four tabs of Cash Transactions share one line (Wins does not wrap
// to a line of its own).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { DEMO_AU, signIn } from '../support/players';

test.use({ viewport: { width: 375, height: 812 } });

test('the tabs All, Deposits, Withdrawals and Wins share one line at 375 px', async ({ page }) => {
  await signIn(page, DEMO_AU);
  await page.goto('/account/transactions');
  const tabs = page.getByRole('main').getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['All', 'Deposits', 'Withdrawals', 'Wins']);
  const tops = await tabs.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  await expectNoSeriousA11yViolations(page, 'main');
});
