import { expect, test } from '@playwright/test';
import {
  DEMO_AU,
  DEMO_AU_UNVERIFIED,
  DEMO_PASSWORD,
  signIn,
  TOKEN_COOKIE,
} from '../support/players';
import { API_URL } from '../support/ports';
import { viewport, WIDTHS } from '../support/shell';

const LOAD_ERROR = 'This window could not be loaded.';

/** Every modal of spec 1 §2 and spec 2 §2, its title, and whether it needs a signed-in player. */
const MODALS = [
  { name: 'login', title: 'LOG IN TO A SINGLE ACCOUNT TO BET AND PLAY', signedIn: false },
  { name: 'signup', title: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY', signedIn: false },
  { name: 'forgot-password', title: 'Forgot Details', signedIn: false },
  { name: 'reset-password', title: 'Reset Password', signedIn: false, query: '&email=a%40b.c' },
  { name: 'update-password', title: 'Change Password', signedIn: true },
  // A decision the player must take: Escape leaves it open (spec 1 §4 Terms).
  { name: 'terms-and-conditions', title: 'Terms and Conditions', signedIn: true, required: true },
  { name: 'session-expired', title: 'Session Expired', signedIn: false },
  { name: 'whatsnew', title: "What's New", signedIn: true },
  { name: 'verify', title: 'Verify Your Identity', signedIn: true, unverified: true },
  { name: 'avatar-upload', title: 'Upload Avatar', signedIn: true },
  { name: 'onboarding-verification', title: 'Verify Your Identity', signedIn: true },
  { name: 'deposit', title: 'Deposit', signedIn: true },
  { name: 'onboarding-deposit', title: 'Deposit', signedIn: true },
];

for (const width of WIDTHS) {
  test.describe(`modals at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    for (const modal of MODALS) {
      test(`?modal=${modal.name} opens its owner's content in the modal chrome`, async ({
        page,
      }) => {
        if (modal.signedIn) await signIn(page, modal.unverified ? DEMO_AU_UNVERIFIED : DEMO_AU);
        await page.goto(`/betting?modal=${modal.name}${modal.query ?? ''}`);
        const dialog = page.getByRole('dialog', { name: modal.title, exact: true });
        await expect(dialog).toBeVisible();
        const body = dialog.locator(':scope > div').last();
        await expect(body).not.toBeEmpty();
        await expect(dialog.getByText(LOAD_ERROR)).toHaveCount(0);
        await page.keyboard.press('Escape');
        if (modal.required) {
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
        } else {
          await expect(page).not.toHaveURL(/modal=/);
        }
      });
    }

    for (const name of ['login', 'signup', 'reset-password']) {
      test(`a signed-in player landing on ?modal=${name} has it closed`, async ({ page }) => {
        await signIn(page, DEMO_AU);
        await page.goto(`/betting?modal=${name}`);
        await expect(page).toHaveURL(/\/betting$/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    }

    test('signed out, ?modal=deposit asks to log in and opens the deposit after login', async ({
      page,
    }) => {
      await page.goto('/betting?modal=deposit');
      const login = page.getByRole('dialog', { name: /LOG IN/ });
      await expect(login).toBeVisible();
      await expect(page.getByText('Loading your balance')).toHaveCount(0);
      await login.getByLabel('Username or Email').fill(DEMO_AU);
      await login.getByLabel('Password').fill(DEMO_PASSWORD);
      await login.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Deposit', exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/betting\?modal=deposit$/);
      const token = (await page.context().cookies()).find(({ name }) => name === TOKEN_COOKIE);
      const current = await page.request.get(`${API_URL}/users/current`, {
        headers: { Authorization: `Bearer ${token?.value}` },
      });
      expect(current.status()).toBe(200);
      expect((await current.json()).data.email).toBe(DEMO_AU);
    });

    test('signed out, closing the login asked for by ?modal=deposit opens nothing', async ({
      page,
    }) => {
      await page.goto('/betting?modal=deposit');
      await expect(page.getByRole('dialog', { name: /LOG IN/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/betting$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('an unknown modal name closes quietly', async ({ page }) => {
      await page.goto('/betting?modal=no-such-modal');
      await expect(page).toHaveURL(/\/betting$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
