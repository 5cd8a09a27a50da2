import { expect, test } from '@playwright/test';
import { DEMO_AU, DEMO_AU_UNVERIFIED, signIn } from '../support/players';
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

    test('an unknown modal name closes quietly', async ({ page }) => {
      await page.goto('/betting?modal=no-such-modal');
      await expect(page).toHaveURL(/\/betting$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
