import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/ports';
import {
  currentBalance,
  DEMO_AU,
  DEMO_AU_UNVERIFIED,
  formatCents,
  signIn,
} from '../support/players';
import { isSmall, viewport, WIDTHS } from '../support/shell';

/** The button shows the balance the API holds (other tests credit the same player meanwhile). */
async function expectApiBalance(page: Page, token: string) {
  await expect(async () => {
    const balance = formatCents(await currentBalance(page.request, token));
    await expect(page.getByTestId('balance-button')).toHaveText(balance, { timeout: 1000 });
  }).toPass();
}

for (const width of WIDTHS) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('signed out: Login and Join, the brand bar and the betting menu', async ({ page }) => {
      await page.goto('/betting');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Join' })).toBeVisible();
      await expect(page.getByTestId('balance-button')).toHaveCount(0);
      const menu = header.getByRole('navigation', { name: 'Betting menu' });
      await expect(menu.getByRole('link')).toHaveText([
        'Home',
        'My Bets',
        'My Account',
        'Deposit Limit',
        'Live Chat',
      ]);

      await header.getByRole('button', { name: 'Join' }).click();
      await expect(page).toHaveURL(/\/betting\?modal=signup$/);
    });

    test('the brand bar switches to fantasy and its menu', async ({ page }) => {
      await page.goto('/betting');
      const brands = page.getByRole('navigation', { name: 'Brands' });
      if (isSmall(width)) {
        await brands.getByRole('button', { name: 'Switch app: Betting' }).click();
        await page.getByRole('menuitem', { name: 'Fantasy' }).click();
      } else {
        await brands.getByRole('link', { name: 'Fantasy' }).click();
      }
      await expect(page).toHaveURL(/\/fantasy$/);
      const menu = page.getByRole('banner').getByRole('navigation', { name: 'Fantasy menu' });
      await expect(menu.getByRole('link')).toHaveText([
        'Home',
        'My Contests',
        'My Teams',
        'History',
        'Deposit Limits',
      ]);
      await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test('signed in: the account menu, keyboard-operable, and the My Bets counter', async ({
      page,
    }) => {
      await signIn(page, DEMO_AU);
      await page.goto('/betting');
      await expect(page.getByRole('link', { name: 'My Bets (3 active)' })).toBeVisible();
      const button = page.getByRole('button', { name: 'Account menu' });
      await button.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu', { name: 'Account menu' });
      await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
      await expect(menu.locator('[role^="menuitem"]')).toHaveText([
        'Profile',
        'Deposit',
        'Withdraw',
        'Cash Transactions',
        'Activity',
        'Limits',
        'Take a break',
        'Self Exclusion',
        'Close Account',
        "What's New",
        'Hide balance',
        'Logout',
      ]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Cash Transactions' }).click();
      await expect(page).toHaveURL(/\/account\/transactions$/);
    });

    test('an unverified player sees the Unverified badge and the Withdraw warning', async ({
      page,
    }) => {
      await signIn(page, DEMO_AU_UNVERIFIED);
      await page.goto('/betting');
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu', { name: 'Account menu' });
      await expect(menu.getByRole('menuitem', { name: /^Profile/ })).toContainText('Unverified');
      const withdraw = menu.getByRole('menuitem', { name: /^Withdraw/ });
      await expect(withdraw.getByRole('img', { name: 'Identity not verified' })).toBeVisible();
      await withdraw.hover();
      await expect(withdraw).toContainText('New users are required to verify their identity.');
    });

    test('the balance panel, with a ticking Current Session Time', async ({ page }) => {
      await signIn(page, DEMO_AU);
      await page.goto('/betting');
      const refreshed = page.waitForResponse((r) => r.url().includes('/users/client_summaries'));
      await page.getByTestId('balance-button').click();
      await refreshed;
      const panel = page.getByRole('dialog', { name: 'Balance details' });
      await expect(panel.getByText('Alex Walker')).toBeVisible();
      await expect(panel.getByText('@demo_au')).toBeVisible();
      await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
      const betting = panel.getByRole('group', { name: 'Betting bonuses' });
      await expect(betting).toContainText('Bonus Cash$10.00');
      const fantasy = panel.getByRole('group', { name: 'Fantasy bonuses' });
      await expect(fantasy).toContainText('Bonus$5.00');
      await expect(fantasy).toContainText('Tickets2');
      const bettingLinks = panel.getByRole('group', { name: 'Betting links' });
      await expect(bettingLinks.getByRole('link', { name: 'My Bets 3' })).toBeVisible();
      await expect(
        bettingLinks.getByRole('link', { name: 'Deposit Limit Set Limit' }),
      ).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Withdraw', exact: true })).toBeVisible();

      const clock = panel.getByTestId('session-time');
      await expect(clock).toHaveText(/^\d+d \d\dh \d\dm \d\ds$/);
      const first = await clock.textContent();
      await expect(clock).not.toHaveText(first ?? '');

      await panel.getByRole('button', { name: 'Change avatar' }).click();
      await expect(page).toHaveURL(/modal=avatar-upload/);
    });

    test('Hide balance shows the greeting, and the choice survives a reload', async ({ page }) => {
      const token = await signIn(page, DEMO_AU);
      await page.goto('/betting');
      const balance = page.getByTestId('balance-button');
      await expectApiBalance(page, token);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Hide balance' }).click();
      await expect(balance).toHaveText('Hi, Alex');
      await page.reload();
      await expect(page.getByTestId('balance-button')).toHaveText('Hi, Alex');
    });

    test('a realtime balance change reaches the button without reload', async ({ page }) => {
      const token = await signIn(page, DEMO_AU);
      await page.goto('/betting');
      const button = page.getByTestId('balance-button');
      await expectApiBalance(page, token);
      const before = await button.textContent();
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });
      const credit = await page.request.post(`${API_URL}/dev/wallet/credit`, {
        data: { email: DEMO_AU, amount: 2500 },
      });
      expect(credit.ok()).toBe(true);
      await expect(button).not.toHaveText(before ?? '');
      await expectApiBalance(page, token);
      expect(reloaded).toBe(false);
    });
  });
}
