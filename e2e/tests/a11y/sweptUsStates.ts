// The states of the US portal (PORTAL_REGION=US) only a US player's actions reach: the US sign-up
// form, the timeout, self-exclusion and close account confirm dialogs (left with Cancel), the US
// deposit modal's pages and a withdrawal's success page. us/sweep.spec.ts sweeps them.
import { expect } from '@playwright/test';
import { accountPage, cancelDialog, main, openModal, type SweptState } from './sweptStates';

export const SWEPT_US_STATES: SweptState[] = [
  {
    name: 'US sign-up',
    player: 'signed-out',
    reach: async (page) => {
      const dialog = await openModal(page, 'signup', 'CREATE A SINGLE ACCOUNT TO BET AND PLAY');
      await expect(dialog.getByLabel('Last 4 digits of SSN')).toBeVisible();
    },
  },
  {
    name: 'US sign-up: every field in error',
    player: 'signed-out',
    reach: async (page) => {
      const dialog = await openModal(page, 'signup', 'CREATE A SINGLE ACCOUNT TO BET AND PLAY');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'US deposit: amount',
    player: 'new',
    reach: async (page) => {
      const dialog = await openModal(page, 'deposit', 'Deposit');
      await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('75');
    },
  },
  {
    name: 'US deposit: Select Deposit Method',
    player: 'new',
    reach: async (page) => {
      const dialog = await openModal(page, 'deposit', 'Deposit');
      await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('75');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toBeVisible();
    },
  },
  {
    name: 'timeout: the confirm dialog',
    player: 'new',
    reach: async (page) => {
      await accountPage(page, '/account/timeout', 'Take a timeout');
      await main(page).getByLabel('Timeout period').selectOption({ label: '3 Days' });
      await main(page).getByRole('button', { name: 'Take a timeout' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm your timeout' })).toBeVisible();
    },
    leave: cancelDialog('Confirm your timeout'),
  },
  {
    name: 'US self-exclusion: the confirm dialog',
    player: 'new',
    reach: async (page) => {
      await accountPage(page, '/account/self-exclusion', 'Self Exclusion');
      for (const box of await main(page).getByRole('checkbox').all()) await box.check();
      await main(page).getByRole('radio', { name: '1 year' }).check();
      await main(page).getByRole('button', { name: 'Self Exclude' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Self Exclusion' })).toBeVisible();
    },
    leave: cancelDialog('Confirm Self Exclusion'),
  },
  {
    name: 'US close account: the confirm dialog',
    player: 'new',
    reach: async (page) => {
      await accountPage(page, '/account/close-account', 'Close Account');
      await main(page).getByRole('checkbox').check();
      await main(page).getByRole('button', { name: 'Close Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Close Account' })).toBeVisible();
    },
    leave: cancelDialog('Confirm Close Account'),
  },
  {
    name: 'US withdraw: the success page',
    route: '/account/withdraw/success/:paymentMethodName',
    player: 'new',
    reach: async (page) => {
      await accountPage(page, '/account/withdraw', 'Withdraw');
      await main(page).getByRole('radio', { name: 'Play+' }).check();
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await main(page).getByRole('textbox', { name: 'Amount', exact: true }).fill('25');
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await expect(
        main(page).getByRole('heading', { name: '$25.00 Withdraw Requested' }),
      ).toBeVisible();
    },
  },
];
