import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/players';
import { slot } from '../support/slots';
import { accountPages } from '../support/accountPages';
import { isSmall, viewport, WIDTHS } from '../support/shell';

/** The page title a routed account page shows in its application's slot. */
const pageTitle = (page: Page, app: string) => slot(page, app).getByRole('heading', { level: 1 });

/** Marks this document, so a test can tell a single-spa navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Navigates the way an application's own link does: single-spa's navigateToUrl (pushState). */
async function navigateInPage(page: Page, url: string) {
  await page.evaluate(async (target) => {
    const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
      .System;
    const singleSpa = (await system.import('single-spa')) as {
      navigateToUrl(url: string): void;
    };
    singleSpa.navigateToUrl(target);
  }, url);
}

test.describe('routing inside the account micro-frontends', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const { path, app, title } of accountPages) {
    test(`a deep link to ${path} shows ${title} from its routed tree`, async ({ page }) => {
      await page.goto(path);
      await expect(pageTitle(page, app)).toHaveText(title);
      await expect(slot(page, '@portal/shell#accountNotFound')).toHaveCount(0);
    });
  }

  test('Back and Forward move between routed pages without a page load', async ({ page }) => {
    await page.goto('/account/withdraw');
    await expect(pageTitle(page, '@portal/payments#withdraw')).toHaveText('Withdraw');
    await markDocument(page);

    await navigateInPage(page, '/account/transactions');
    await expect(pageTitle(page, '@portal/payments#transactions')).toHaveText('Cash Transactions');
    await navigateInPage(page, '/account/withdraw/nope');
    await expect(pageTitle(page, '@portal/payments#withdraw')).toHaveText('Page not found');

    await page.goBack();
    await expect(page).toHaveURL(/\/account\/transactions$/);
    await expect(pageTitle(page, '@portal/payments#transactions')).toHaveText('Cash Transactions');
    await page.goBack();
    await expect(page).toHaveURL(/\/account\/withdraw$/);
    await expect(pageTitle(page, '@portal/payments#withdraw')).toHaveText('Withdraw');
    await page.goForward();
    await expect(pageTitle(page, '@portal/payments#transactions')).toHaveText('Cash Transactions');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a path below withdraw shows the account not-found, the same as below any other page', async ({
    page,
  }) => {
    // Outside the US the withdraw flow has no nested steps, so these are unknown paths too.
    for (const path of ['/account/withdraw/nope', '/account/withdraw/request/venmo']) {
      await page.goto(path);
      const withdraw = slot(page, '@portal/payments#withdraw');
      await expect(withdraw.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(withdraw).toContainText("The page you are looking for doesn't exist");
      await expect(slot(page, '@portal/shell#accountNotFound')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(pageTitle(page, '@portal/account-profile#profile')).toHaveText('Profile');

    await page.goto('/account/limits/extra');
    await expect(slot(page, '@portal/shell#accountNotFound')).toContainText('Page not found');
    await expect(slot(page, '@portal/responsible-gambling#limits')).toHaveCount(0);
  });

  test('react-router-dom comes once from the import map; no micro-frontend bundles its own', async ({
    page,
  }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      scripts.set(response.url(), await response.text().catch(() => ''));
    });
    // One page of each account micro-frontend.
    for (const { path, app, title } of [accountPages[0], accountPages[1], accountPages[3]]) {
      await page.goto(path);
      await expect(pageTitle(page, app)).toHaveText(title);
    }

    const routerUrls = [...scripts.keys()].filter((url) => url.includes('react-router'));
    expect(routerUrls).toHaveLength(1);
    expect(new URL(routerUrls[0]).pathname).toMatch(
      /^\/root-config\/[^/]+\/shared\/react-router-dom\.js$/,
    );
    // react-router sets this global once per copy: only the shared build may contain it.
    const withRouter = [...scripts].filter(([, body]) => body.includes('__reactRouterVersion'));
    expect(withRouter.map(([url]) => url)).toEqual(routerUrls);
    const mfBundles = [...scripts.keys()].filter((url) => /\/mf-[a-z-]+\//.test(url));
    expect(mfBundles.length).toBeGreaterThanOrEqual(3);
  });
});

for (const width of WIDTHS) {
  test.describe(`the shell's account menus at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test.beforeEach(async ({ page }) => {
      await signIn(page);
    });

    test('move between the pages of one micro-frontend, and Back returns', async ({ page }) => {
      await page.goto('/account/limits');
      await expect(pageTitle(page, '@portal/responsible-gambling#limits')).toHaveText('Limits');

      if (isSmall(width)) {
        // The tab bar links Profile, Withdraw, Cash Transactions and the account menu list.
        const tabBar = page.getByRole('navigation', { name: 'Account shortcuts' });
        await tabBar.getByRole('link', { name: 'Menu' }).click();
        await page
          .getByRole('navigation', { name: 'My Account' })
          .getByRole('link', { name: 'Take a break' })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Account', exact: true })
          .getByRole('link', { name: 'Take a break' })
          .click();
      }
      await expect(page).toHaveURL(/\/account\/take-a-break$/);
      await expect(pageTitle(page, '@portal/responsible-gambling#takeABreak')).toHaveText(
        'Take a Break',
      );
      await expect(slot(page, '@portal/responsible-gambling#limits')).toHaveCount(0);

      await page.goBack();
      if (isSmall(width)) {
        await expect(page).toHaveURL(/\/account$/);
        await page.goBack();
      }
      await expect(page).toHaveURL(/\/account\/limits$/);
      await expect(pageTitle(page, '@portal/responsible-gambling#limits')).toHaveText('Limits');
    });

    test('the tab bar or side menu moves between withdraw and transactions', async ({ page }) => {
      await page.goto('/account/withdraw');
      await expect(pageTitle(page, '@portal/payments#withdraw')).toHaveText('Withdraw');
      const menu = isSmall(width)
        ? page.getByRole('navigation', { name: 'Account shortcuts' })
        : page.getByRole('navigation', { name: 'Account', exact: true });
      await menu.getByRole('link', { name: /Transactions/ }).click();
      await expect(page).toHaveURL(/\/account\/transactions$/);
      await expect(pageTitle(page, '@portal/payments#transactions')).toHaveText(
        'Cash Transactions',
      );
      await menu.getByRole('link', { name: 'Withdraw' }).click();
      await expect(pageTitle(page, '@portal/payments#withdraw')).toHaveText('Withdraw');
    });
  });
}
