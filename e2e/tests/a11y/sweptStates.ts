// The states a page or modal reaches only through the player's actions: menus, the tutorial, error
// messages, the responsible-gambling confirm dialogs (left with Cancel, nothing is changed), other
// tabs, the deposit modal's pages, the profile's verifications and the identity check's outcomes.
// states.spec.ts sweeps each at both viewports.
import { expect, type Page } from '@playwright/test';
import { visit } from '../support/a11yNavigation';
import { addDepositMethod, fillCard, openModalAsTheApp } from '../support/deposits';
import { callSharedUtils } from '../support/shell';

/**
 * Who is signed in: nobody, the verified demo player, the unverified demo player, a new player of
 * the test's own with the ID and mobile verified, or a new player not verified yet.
 */
export type StatePlayer = 'signed-out' | 'demo' | 'unverified' | 'new' | 'new unverified';

export interface SweptState {
  name: string;
  player: StatePlayer;
  /** The route of the page the state is on, when only the player's actions reach it. */
  route?: string;
  /** The page of the standard deposit modal it shows (mf-payments' DepositPage name). */
  depositPage?: string;
  /** Brings the page to the state from any page of the portal and waits until it shows. */
  reach: (page: Page) => Promise<void>;
  /** Leaves the state without changing anything (a confirm dialog's Cancel). */
  leave?: (page: Page) => Promise<void>;
}

export const main = (page: Page) => page.getByRole('main');

export async function openModal(page: Page, name: string, title: string) {
  await visit(page, '/betting');
  await visit(page, `/betting?modal=${name}`);
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the modal `name` and submits its form empty: its fields show their errors. */
async function submitEmpty(page: Page, name: string, title: string, submit: string) {
  const dialog = await openModal(page, name, title);
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
}

async function openAccountMenu(page: Page) {
  await visit(page, '/betting');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function openBalancePanel(page: Page) {
  await visit(page, '/fantasy');
  await page.getByTestId('balance-button').click();
  await expect(page.getByTestId('session-time')).toBeVisible();
}

/** Opens the account page at `path` and waits for its level-1 heading. */
export async function accountPage(page: Page, path: string, heading: string) {
  await visit(page, path);
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export const cancelDialog = (title: string) => async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
};

interface DepositStep {
  method: string;
  amount?: string;
  submit: 'Next' | 'Generate';
  heading: string;
}

/** A $20 deposit by a new card the card sandbox treats as `number`: the page it ends on. */
async function depositByCard(page: Page, number: string, heading: string) {
  const dialog = await openModal(page, 'deposit', 'Deposit');
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Add a deposit method' }).click();
  const instant = dialog.getByRole('region', { name: 'Instant Deposit Options' });
  await instant.getByRole('button', { name: 'Credit Card', exact: true }).click();
  await fillCard(dialog, number);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
}

/** The deposit modal's Home with `method` chosen and `amount` typed, submitted: `heading`'s page. */
async function depositPage(page: Page, { method, amount, submit, heading }: DepositStep) {
  const dialog = await openModal(page, 'deposit', 'Deposit');
  await addDepositMethod(dialog, method);
  if (amount) await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
}

export const SWEPT_STATES: SweptState[] = [
  {
    name: 'login: refused',
    player: 'signed-out',
    reach: async (page) => {
      const dialog = await openModal(page, 'login', 'LOG IN TO A SINGLE ACCOUNT TO BET AND PLAY');
      // No such player: a demo player's failed logins would count towards locking the account.
      await dialog.getByLabel('Username or Email').fill('nobody@portal.test');
      await dialog.getByLabel('Password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Login' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'sign-up: every field in error',
    player: 'signed-out',
    reach: async (page) => {
      const dialog = await openModal(page, 'signup', 'CREATE A SINGLE ACCOUNT TO BET AND PLAY');
      await dialog.getByRole('button', { name: 'Sign Up' }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'forgot password: the e-mail missing',
    player: 'signed-out',
    reach: (page) => submitEmpty(page, 'forgot-password', 'Forgot Details', 'Send reset link'),
  },
  {
    name: 'change password: every field missing',
    player: 'demo',
    reach: (page) => submitEmpty(page, 'update-password', 'Change Password', 'Update Password'),
  },
  {
    name: 'upload avatar: no image chosen',
    player: 'demo',
    reach: async (page) => {
      const dialog = await openModal(page, 'avatar-upload', 'Upload Avatar');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog.getByText('Please choose an image to upload')).toBeVisible();
    },
  },
  {
    name: 'the account menu',
    player: 'demo',
    reach: openAccountMenu,
    leave: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'the balance panel',
    player: 'demo',
    reach: openBalancePanel,
    leave: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'the tutorial',
    player: 'demo',
    reach: async (page) => {
      await visit(page, '/betting');
      await expect(page.getByTestId('balance-button')).toBeVisible();
      await callSharedUtils(page, 'startTutorial');
      await expect(page.getByRole('dialog', { name: 'Your balance' })).toBeVisible();
    },
    leave: (page) => callSharedUtils(page, 'endTutorial'),
  },
  {
    name: 'an unverified player: the account menu with its badges',
    player: 'unverified',
    reach: openAccountMenu,
    leave: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'an unverified player: the balance panel with Verify Now',
    player: 'unverified',
    reach: async (page) => {
      await openBalancePanel(page);
      await expect(page.getByRole('link', { name: 'Verify Now' })).toBeVisible();
    },
    leave: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'an unverified player: the profile with Verify Now',
    player: 'unverified',
    reach: async (page) => {
      await accountPage(page, '/account/profile', 'Profile');
      await expect(main(page).getByRole('button', { name: 'Verify Now' })).toBeVisible();
    },
  },
  {
    name: 'an unverified player: the withdraw warning',
    player: 'unverified',
    reach: async (page) => {
      await accountPage(page, '/account/withdraw', 'Withdraw');
      await expect(main(page).getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'limits: the confirm dialog of a new deposit limit',
    player: 'demo',
    reach: async (page) => {
      await accountPage(page, '/account/limits', 'Limits');
      const panel = page.getByRole('tabpanel', { name: 'Deposit Limits' });
      await panel.getByLabel('Duration').selectOption({ label: 'Daily' });
      await panel.getByRole('textbox', { name: 'Amount' }).fill('100');
      await panel.getByRole('button', { name: 'Set Deposit limit' }).click();
      await expect(page.getByRole('dialog', { name: 'Set Deposit limit' })).toBeVisible();
    },
    leave: cancelDialog('Set Deposit limit'),
  },
  {
    name: 'limits: the history tab',
    player: 'demo',
    reach: async (page) => {
      await accountPage(page, '/account/limits', 'Limits');
      await main(page).getByRole('tab', { name: 'Limits History' }).click();
      await expect(main(page).getByRole('tabpanel', { name: 'Limits History' })).toBeVisible();
    },
  },
  {
    name: 'take a break: the long break tab',
    player: 'demo',
    reach: async (page) => {
      await accountPage(page, '/account/take-a-break', 'Take a Break');
      await main(page).getByRole('tab', { name: 'Long Break' }).click();
      await expect(main(page).getByRole('tabpanel', { name: 'Long Break' })).toBeVisible();
    },
  },
  {
    name: 'take a break: the confirm dialog',
    player: 'demo',
    reach: async (page) => {
      await accountPage(page, '/account/take-a-break', 'Take a Break');
      await main(page).getByRole('tab', { name: 'Short Break' }).click();
      const form = main(page).getByRole('tabpanel', { name: 'Short Break' });
      await form.getByLabel('Break period').selectOption({ label: '1 Day' });
      await form.getByRole('button', { name: 'Take a Break' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm your break' })).toBeVisible();
    },
    leave: cancelDialog('Confirm your break'),
  },
  {
    name: 'self exclusion: the BetStop tab',
    player: 'demo',
    reach: async (page) => {
      await accountPage(page, '/account/self-exclusion', 'Self Exclusion');
      const tab = 'BetStop - Self-Exclusion Register';
      await main(page).getByRole('tab', { name: tab }).click();
      await expect(main(page).getByRole('tabpanel', { name: tab })).toBeVisible();
    },
  },
  {
    name: 'close account: the confirm dialog',
    player: 'demo',
    reach: async (page) => {
      await accountPage(page, '/account/close-account', 'Close Account');
      await main(page).getByRole('button', { name: 'Close Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Close Account' })).toBeVisible();
    },
    leave: cancelDialog('Confirm Close Account'),
  },
  {
    name: 'cash transactions: the details of a transaction',
    player: 'demo',
    reach: async (page) => {
      await visit(page, '/account/transactions');
      const details = main(page)
        .getByRole('button', { name: /^Details of transaction/ })
        .first();
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'deposit: Select Deposit Method',
    player: 'new',
    depositPage: 'select',
    reach: async (page) => {
      const dialog = await openModal(page, 'deposit', 'Deposit');
      await dialog.getByRole('button', { name: 'Add a deposit method' }).click();
      await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toBeVisible();
    },
  },
  {
    name: 'deposit: Deposit with Credit Card',
    player: 'new',
    depositPage: 'newCard',
    reach: async (page) => {
      const dialog = await openModal(page, 'deposit', 'Deposit');
      await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
      await dialog.getByRole('button', { name: 'Add a deposit method' }).click();
      const instant = dialog.getByRole('region', { name: 'Instant Deposit Options' });
      await instant.getByRole('button', { name: 'Credit Card', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Deposit with Credit Card' })).toBeVisible();
    },
  },
  {
    name: 'deposit: BPAY',
    player: 'new',
    depositPage: 'bpay',
    reach: (page) =>
      depositPage(page, { method: 'BPAY', amount: '120', submit: 'Next', heading: 'BPAY' }),
  },
  {
    name: 'deposit: Pay with EFT',
    player: 'new',
    depositPage: 'eft',
    reach: (page) =>
      depositPage(page, { method: 'EFT', amount: '120', submit: 'Next', heading: 'Pay with EFT' }),
  },
  {
    name: 'deposit: PayID',
    player: 'new',
    depositPage: 'payid',
    reach: (page) => depositPage(page, { method: 'PayID', submit: 'Next', heading: 'PayID' }),
  },
  {
    name: 'deposit: Pay with Cash',
    player: 'new',
    depositPage: 'cash',
    reach: (page) =>
      depositPage(page, {
        method: 'Cash In-store',
        amount: '20',
        submit: 'Generate',
        heading: 'Pay with Cash',
      }),
  },
  {
    name: 'deposit: Deposit Unsuccessful',
    player: 'new',
    depositPage: 'error',
    reach: (page) => depositByCard(page, '4005550000000019', 'Deposit Unsuccessful'),
  },
  {
    name: 'deposit: Deposit Successful',
    player: 'new',
    depositPage: 'success',
    reach: (page) => depositByCard(page, '4005550000000001', 'Deposit Successful'),
  },
  {
    name: 'deposit: Cash In-store, the stores near the player',
    player: 'new',
    depositPage: 'map',
    reach: async (page) => {
      const cash = { method: 'Cash In-store', amount: '20', submit: 'Generate' as const };
      await depositPage(page, { ...cash, heading: 'Pay with Cash' });
      const dialog = page.getByRole('dialog', { name: 'Deposit' });
      await dialog.getByRole('button', { name: 'Find a store' }).click();
      await expect(dialog.getByRole('heading', { name: 'Cash In-store' })).toBeVisible();
    },
  },
  {
    name: 'deposit: Home with the methods saved above, the card first',
    player: 'new',
    depositPage: 'home',
    reach: async (page) => {
      const dialog = await openModal(page, 'deposit', 'Deposit');
      await expect(dialog.getByRole('radio', { name: /Card 400555/ })).toBeChecked();
    },
  },
  {
    name: 'deposit: Deposit with your card (the card saved above)',
    player: 'new',
    depositPage: 'card',
    reach: async (page) => {
      const dialog = await openModal(page, 'deposit', 'Deposit');
      await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
      await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Deposit with your card' })).toBeVisible();
    },
  },
  {
    name: 'onboarding deposit: step 2, the card',
    player: 'new',
    reach: async (page) => {
      await visit(page, '/betting');
      await openModalAsTheApp(page, 'onboarding-deposit', { from: 'registration' });
      const dialog = page.getByRole('dialog', { name: 'Deposit' });
      await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
      // Step 1 calls no API, so a second click is safe. In one full run the first click did not
      // move on (suspected: a re-render as the player is read again after the earlier deposits); the
      // sweep checks step 2's accessibility, deposit/onboarding.spec.ts the step itself.
      const stepTwo = dialog.getByRole('heading', { name: 'Step 2 of 2: CreditCard' });
      await expect(async () => {
        if (await stepTwo.isHidden()) {
          await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
        }
        await expect(stepTwo).toBeVisible({ timeout: 5_000 });
      }).toPass();
    },
  },
  {
    name: 'withdraw: a new bank account',
    player: 'new',
    reach: async (page) => {
      await accountPage(page, '/account/withdraw', 'Withdraw');
      await expect(
        main(page).getByRole('heading', { name: 'Add your bank account' }),
      ).toBeVisible();
    },
  },
  {
    name: 'profile: the mobile code form without a code',
    player: 'new unverified',
    reach: async (page) => {
      await accountPage(page, '/account/profile', 'Profile');
      const form = page.getByRole('form', { name: 'Personal details' });
      await form.getByRole('button', { name: 'Verify mobile' }).click();
      const codeForm = page.getByRole('form', { name: 'Verification code' });
      await codeForm.getByRole('button', { name: 'Submit code' }).click();
      await expect(codeForm.getByText('Please enter a code first.')).toBeVisible();
    },
  },
  {
    name: 'profile: the e-mail verification sent',
    player: 'new unverified',
    reach: async (page) => {
      await accountPage(page, '/account/profile', 'Profile');
      const form = page.getByRole('form', { name: 'Personal details' });
      await form.getByRole('button', { name: 'Verify email' }).click();
      await expect(
        page.getByText('Please check your email for further instructions.'),
      ).toBeVisible();
    },
  },
  {
    name: 'profile: a field in error',
    player: 'new unverified',
    reach: async (page) => {
      await accountPage(page, '/account/profile', 'Profile');
      const form = page.getByRole('form', { name: 'Personal details' });
      await form.getByLabel('Mobile Number').fill('0412');
      await form.getByRole('button', { name: 'Update Profile' }).click();
      await expect(form.getByText('Mobile Number must be at least 9 characters')).toBeVisible();
    },
  },
  {
    name: 'verify: Finish check without an outcome',
    player: 'new unverified',
    reach: async (page) => {
      const dialog = await openModal(page, 'verify', 'Verify Your Identity');
      await dialog.getByRole('button', { name: 'Finish check' }).click();
      await expect(dialog.getByText('Please choose how the check ends')).toBeVisible();
    },
  },
  {
    name: 'onboarding verification: the check failed',
    player: 'new unverified',
    reach: async (page) => {
      await visit(page, '/betting');
      await openModalAsTheApp(page, 'onboarding-verification', { from: 'registration' });
      const dialog = page.getByRole('dialog', { name: 'Verify Your Identity' });
      await dialog.getByRole('radio', { name: 'Fail' }).check();
      await dialog.getByRole('button', { name: 'Finish check' }).click();
      await expect(dialog.getByRole('heading', { name: 'We could not verify you' })).toBeFocused();
    },
  },
  {
    name: 'the account locked by the failed check above, with the tutorial',
    player: 'new unverified',
    reach: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText(/^Your account is locked/)).toBeVisible();
      await expect(page.getByRole('dialog').getByText(/Step 1 of \d/)).toBeVisible();
    },
  },
];
