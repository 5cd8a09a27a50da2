import { expect, test } from '@playwright/test';
import { signIn } from '../support/players';
import { slot } from '../support/slots';
import { isSmall, viewport, WIDTHS } from '../support/shell';

for (const width of WIDTHS) {
  test.describe(`account frame at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('account pages send a signed-out visitor to /', async ({ page }) => {
      await page.goto('/account/withdraw');
      await expect(page).toHaveURL(/\/betting$/);
      await expect(page.getByRole('navigation', { name: 'Account', exact: true })).toHaveCount(0);
    });

    test.describe('signed in', () => {
      test.beforeEach(async ({ page }) => {
        await signIn(page);
      });

      test('/account goes to the profile on large screens only', async ({ page }) => {
        await page.goto('/account');
        if (isSmall(width)) {
          await expect(page).toHaveURL(/\/account$/);
          const list = page.getByRole('navigation', { name: 'My Account' });
          await expect(list.getByRole('link')).toHaveCount(8);
        } else {
          await expect(page).toHaveURL(/\/account\/profile$/);
        }
      });

      test('side menu on large screens, the 55 px tab bar with Deposit on small ones', async ({
        page,
      }) => {
        await page.goto('/account/limits');
        const sideMenu = page.getByRole('navigation', { name: 'Account', exact: true });
        const tabBar = page.getByRole('navigation', { name: 'Account shortcuts' });
        if (isSmall(width)) {
          await expect(sideMenu).toHaveCount(0);
          await expect(tabBar).toBeVisible();
          const box = await tabBar.boundingBox();
          expect(box?.height).toBe(55);
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(viewport(width).height);
          await tabBar.getByRole('button', { name: 'Deposit' }).click();
          await expect(page).toHaveURL(/\/account\/limits\?modal=deposit$/);
          await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
        } else {
          await expect(tabBar).toHaveCount(0);
          await expect(sideMenu.getByRole('link', { name: 'Limits' })).toHaveAttribute(
            'aria-current',
            'page',
          );
          await sideMenu.getByRole('link', { name: 'Self Exclusion' }).click();
          await expect(page).toHaveURL(/\/account\/self-exclusion$/);
        }
      });

      test('any other /account/* path shows the not-found screen', async ({ page }) => {
        await page.goto('/account/no-such-tab');
        await expect(slot(page, '@portal/shell#accountNotFound')).toContainText('Page not found');
        await expect(page.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
      });

      test('a path below an account page shows the not-found screen, not the page', async ({
        page,
      }) => {
        await page.goto('/account/profile/extra');
        await expect(slot(page, '@portal/shell#accountNotFound')).toContainText('Page not found');
        await expect(slot(page, '@portal/account-profile#profile')).toHaveCount(0);
      });
    });
  });
}
