import { expect, test } from '@playwright/test';
import { signIn } from './support/players';
import { slot } from './support/slots';

test('/ redirects to the betting app keeping the query string', async ({ page }) => {
  await page.goto('/?promo=SPRING&ref=abc');
  await expect(page).toHaveURL(/\/betting\?promo=SPRING&ref=abc$/);
  await expect(slot(page, '@portal/betting-host#app')).not.toBeEmpty();
});

test('an unknown path shows Page not found with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/betting$/);
});

const publicRoutes = [
  { path: '/betting', app: '@portal/betting-host#app' },
  { path: '/fantasy', app: '@portal/fantasy-host#app' },
];

for (const { path, app } of publicRoutes) {
  test(`${path} mounts ${app} with the shell around it`, async ({ page }) => {
    await page.goto(path);
    await expect(slot(page, app)).not.toBeEmpty();
    await expect(slot(page, '@portal/shell#header')).not.toBeEmpty();
    await expect(slot(page, '@portal/shell#footer')).not.toBeEmpty();
  });
}

const accountRoutes = [
  { path: '/account/profile', app: '@portal/account-profile#profile' },
  { path: '/account/withdraw', app: '@portal/payments#withdraw' },
  { path: '/account/transactions', app: '@portal/payments#transactions' },
  { path: '/account/limits', app: '@portal/responsible-gambling#limits' },
  { path: '/account/take-a-break', app: '@portal/responsible-gambling#takeABreak' },
  { path: '/account/self-exclusion', app: '@portal/responsible-gambling#selfExclusion' },
  { path: '/account/close-account', app: '@portal/responsible-gambling#closeAccount' },
  { path: '/account/unknown-tab', app: '@portal/shell#accountNotFound' },
];

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const { path, app } of accountRoutes) {
    test(`${path} mounts ${app} inside the account frame`, async ({ page }) => {
      await page.goto(path);
      await expect(slot(page, app)).not.toBeEmpty();
      await expect(slot(page, '@portal/shell#accountFrame')).toBeAttached();
    });
  }

  test('/account opens the profile on a large screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/profile$/);
  });

  test('/account stays on the account menu on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
    await expect(slot(page, '@portal/shell#accountFrame')).not.toBeEmpty();
  });
});

test('account pages send a signed-out visitor to /', async ({ page }) => {
  await page.goto('/account/limits');
  await expect(page).toHaveURL(/\/betting$/);
});
