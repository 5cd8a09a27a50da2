import { expect, test } from '@playwright/test';
import { DEMO_AU, DEMO_AU_UNVERIFIED, signIn } from '../support/players';
import {
  callSharedUtils,
  expectNoSeriousViolations,
  isSmall,
  SHELL_SLOTS,
  viewport,
  WIDTHS,
} from '../support/shell';

const ACCOUNT_FRAME = '[id="single-spa-application:@portal/shell#accountFrame"]';

for (const width of WIDTHS) {
  test.describe(`accessibility of the shell at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('signed out', async ({ page }) => {
      await page.goto('/betting');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('region').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('signed in, with the account menu open', async ({ page }) => {
      await signIn(page, DEMO_AU_UNVERIFIED);
      await page.goto('/betting');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('signed in, with the balance panel open', async ({ page }) => {
      await signIn(page, DEMO_AU);
      await page.goto('/fantasy');
      await page.getByTestId('balance-button').click();
      await expect(page.getByTestId('session-time')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the account frame', async ({ page }) => {
      await signIn(page, DEMO_AU);
      await page.goto(isSmall(width) ? '/account' : '/account/limits');
      await expect(page.locator(ACCOUNT_FRAME)).not.toBeEmpty();
      await expectNoSeriousViolations(page, [...SHELL_SLOTS, ACCOUNT_FRAME]);
    });

    test("the what's-new carousel", async ({ page }) => {
      await signIn(page, DEMO_AU);
      await page.goto('/betting?modal=whatsnew');
      await expect(page.getByText('Slide 1 of 4')).toBeVisible();
      await expectNoSeriousViolations(page, ['[role="dialog"]']);
    });

    test('the tutorial', async ({ page }) => {
      await signIn(page, DEMO_AU);
      await page.goto('/betting');
      await expect(page.getByTestId('balance-button')).toBeVisible();
      await callSharedUtils(page, 'startTutorial');
      await expect(page.getByRole('dialog', { name: 'Your balance' })).toBeVisible();
      await expectNoSeriousViolations(page, ['[role="dialog"]', ...SHELL_SLOTS]);
    });
  });
}
