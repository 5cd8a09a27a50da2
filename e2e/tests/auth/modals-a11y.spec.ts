import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signIn } from '../support/players';

const signedOutModals: [string, string][] = [
  ['login', '/betting?modal=login'],
  ['signup', '/betting?modal=signup'],
  ['forgot-password', '/betting?modal=forgot-password'],
  ['forced reset', '/betting?modal=reset-password&email=demo.au%40portal.test'],
  ['email not found', '/betting?modal=reset-password'],
  ['reset from the link', '/betting?modal=reset-password&email=a%40portal.test&token=t'],
  ['session-expired', '/betting?modal=session-expired'],
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    for (const [name, url] of signedOutModals) {
      test(`${name} has no serious axe violations`, async ({ page }, testInfo) => {
        await page.goto(url);
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('button').last()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${width}.png`),
          fullPage: true,
        });
      });
    }

    test('change password has no serious axe violations', async ({ page }, testInfo) => {
      await signIn(page);
      await page.goto('/betting?modal=update-password');
      await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`update-password-${width}.png`) });
    });
  });
}
