import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { DEMO_AU, signIn, TOKEN_COOKIE } from '../support/players';
import { API_URL } from '../support/ports';
import { viewport, WIDTHS } from '../support/shell';

/** A new player: no avatar picture, so the header and the profile show their initials. */
async function signInNewPlayer(page: Page) {
  const email = await registerAuPlayer(page.request, API_URL);
  const login = await page.request.post(`${API_URL}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  const { token } = await login.json();
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, domain: 'localhost', path: '/' }]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** WCAG 2.5.3 for every visible button: its accessible name contains the text it shows. */
async function expectNamesContainVisibleText(page: Page) {
  const buttons = await page.getByRole('button').all();
  for (const button of buttons) {
    if (!(await button.isVisible())) continue;
    const shown = (await button.innerText()).replace(/\s+/g, ' ').trim();
    if (shown) await expect(button).toHaveAccessibleName(new RegExp(escapeRegExp(shown), 'i'));
  }
}

/** axe's check that a control's accessible name contains its visible text (WCAG 2.5.3). */
async function nameMismatches(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

test.describe('accessible names at 375 px', () => {
  test.use({ viewport: viewport(375) });

  for (const path of ['/account', '/account/profile']) {
    test(`every control's name contains its visible text on ${path}`, async ({ page }) => {
      await signInNewPlayer(page);
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Account shortcuts' })).toBeVisible();
      if (path === '/account/profile') {
        await expect(page.getByRole('button', { name: /avatar/i })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: /Account menu/ })).toHaveText(/^[A-Z]{2}$/);
      await expectNamesContainVisibleText(page);
      expect(await nameMismatches(page)).toEqual([]);
    });
  }
});

for (const width of WIDTHS) {
  test.describe(`focus return at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('closing the login modal returns focus to the Login button', async ({ page }) => {
      await page.goto('/betting');
      const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
      await login.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(login).toBeFocused();
    });

    test("closing the deposit modal returns focus to the profile's Deposit button", async ({
      page,
    }) => {
      await signIn(page, DEMO_AU);
      await page.goto('/account/profile');
      const deposit = page
        .locator('[id="single-spa-application:@portal/account-profile#profile"]')
        .getByRole('button', { name: 'Deposit' });
      await deposit.click();
      const dialog = page.getByRole('dialog', { name: 'Deposit' });
      await expect(dialog).toBeVisible();
      const close = width < 768 ? 'Back' : 'Close';
      await dialog.getByRole('button', { name: close, exact: true }).first().click();
      await expect(dialog).toHaveCount(0);
      await expect(deposit).toBeFocused();
    });
  });
}

for (const width of WIDTHS) {
  test.describe(`focus return from a menu at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test("closing a modal chosen in the account menu returns focus to the menu's button", async ({
      page,
    }) => {
      await signIn(page, DEMO_AU);
      await page.goto('/betting');
      const menuButton = page.getByRole('button', { name: /Account menu/ });
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Deposit' }).click();
      await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
      await expect(page.getByRole('menu')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(menuButton).toBeFocused();
    });
  });
}

test.describe('focus return from the tab bar at 375 px', () => {
  test.use({ viewport: viewport(375) });

  test("closing the deposit modal returns focus to the tab bar's Deposit", async ({ page }) => {
    await signIn(page, DEMO_AU);
    await page.goto('/account/limits');
    const deposit = page
      .getByRole('navigation', { name: 'Account shortcuts' })
      .getByRole('button', { name: 'Deposit' });
    await deposit.click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(deposit).toBeFocused();
  });
});
