// The seven micro-frontends of the import map, each with the slot it fills, how a player reaches it
// and what of the rest of the site must keep working while its bundle is broken.
import { expect, type Locator, type Page } from '@playwright/test';
import { clientApp } from '../hosts/clientApps';
import { bundleUrl } from '../support/brokenBundles';
import { slot } from '../support/slots';

export interface MicroFrontendCase {
  module: string;
  /** The URL pattern of its bundle. */
  bundle: string;
  /** Whether the player is signed in (a returning player with the token cookie). */
  signedIn: boolean;
  /** The page the test opens first. */
  start: string;
  /** Brings its slot on screen from the page the player is on (opens its modal) and returns it. */
  showSlot: (page: Page) => Promise<Locator>;
  /** What its slot shows once it has mounted. */
  mounted: (page: Page) => Locator;
  /** Checks that the rest of the site works, leaving the slot (closing its modal) on the way. */
  othersWork: (page: Page) => Promise<void>;
  /**
   * Returns to its slot through the site's own navigation; absent for the shell, whose header holds
   * that navigation.
   */
  returnToSlot?: (page: Page) => Promise<Locator>;
}

const accountMenuItem = async (page: Page, name: string) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name, exact: true }).click();
};

const brandLink = (page: Page, name: 'Betting' | 'Fantasy') =>
  page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name, exact: true });

const accountPage = async (page: Page, item: string, app: string, heading: string) => {
  await accountMenuItem(page, item);
  await expect(
    slot(page, app).getByRole('heading', { name: heading, exact: true }).first(),
  ).toBeVisible();
  return slot(page, app);
};

const clientAppHeading = (page: Page, clientId: 1 | 2, name: 'Betting' | 'Fantasy') =>
  clientApp(page, clientId).getByRole('heading', { level: 1, name });

const visitClientApp = async (page: Page, name: 'Betting' | 'Fantasy') => {
  await brandLink(page, name).click();
  await expect(clientAppHeading(page, name === 'Betting' ? 1 : 2, name)).toBeVisible();
};

/** A modal of a working owner opens with its own content and closes again. */
const modalWorks = async (page: Page, open: () => Promise<void>, name: string, field: string) => {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByLabel(field, { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
};

const depositWorks = (page: Page) =>
  modalWorks(page, () => accountMenuItem(page, 'Deposit'), 'Deposit', 'Amount');

const signedInHeader = (page: Page) => expect(page.getByTestId('balance-button')).toBeVisible();

export const MICRO_FRONTENDS: MicroFrontendCase[] = [
  {
    module: '@portal/shell',
    bundle: bundleUrl('mf-shell', 'portal-shell.js'),
    signedIn: true,
    start: '/betting',
    showSlot: async (page) => slot(page, '@portal/shell#header'),
    mounted: (page) => page.getByTestId('balance-button'),
    othersWork: async (page) => {
      await expect(clientAppHeading(page, 1, 'Betting')).toBeVisible();
      // Every slot of the shell shows the error, and none takes the page with it.
      await expect(slot(page, '@portal/shell#footer').getByRole('alert')).toBeVisible();
    },
  },
  {
    module: '@portal/auth',
    bundle: bundleUrl('mf-auth', 'portal-auth.js'),
    signedIn: false,
    start: '/betting',
    showSlot: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      return page.getByRole('dialog');
    },
    mounted: (page) => page.getByRole('dialog').getByLabel('Username or Email'),
    othersWork: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(clientAppHeading(page, 1, 'Betting')).toBeVisible();
      await visitClientApp(page, 'Fantasy');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    },
    returnToSlot: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      return page.getByRole('dialog');
    },
  },
  {
    module: '@portal/account-profile',
    bundle: bundleUrl('mf-account-profile', 'portal-account-profile.js'),
    signedIn: true,
    start: '/account/profile',
    showSlot: async (page) => slot(page, '@portal/account-profile#profile'),
    mounted: (page) =>
      slot(page, '@portal/account-profile#profile').getByRole('heading', {
        name: 'Profile',
        exact: true,
      }),
    othersWork: async (page) => {
      await signedInHeader(page);
      await accountPage(page, 'Limits', '@portal/responsible-gambling#limits', 'Limits');
      await depositWorks(page);
    },
    returnToSlot: async (page) => {
      await accountMenuItem(page, 'Profile');
      return slot(page, '@portal/account-profile#profile');
    },
  },
  {
    module: '@portal/payments',
    bundle: bundleUrl('mf-payments', 'portal-payments.js'),
    signedIn: true,
    start: '/account/transactions',
    showSlot: async (page) => slot(page, '@portal/payments#transactions'),
    mounted: (page) =>
      slot(page, '@portal/payments#transactions').getByRole('tablist', {
        name: 'Transaction categories',
      }),
    othersWork: async (page) => {
      await signedInHeader(page);
      await accountPage(page, 'Profile', '@portal/account-profile#profile', 'Profile');
      // Its deposit modal shows the error too, in the modal outlet.
      await accountMenuItem(page, 'Deposit');
      const deposit = page.getByRole('dialog', { name: 'Deposit' });
      await expect(deposit.getByRole('button', { name: 'Retry' })).toBeVisible();
      await page.keyboard.press('Escape');
      await modalWorks(
        page,
        () =>
          slot(page, '@portal/account-profile#profile')
            .getByRole('button', { name: 'Change Password' })
            .click(),
        'Change Password',
        'Current Password',
      );
    },
    returnToSlot: async (page) => {
      await accountMenuItem(page, 'Cash Transactions');
      return slot(page, '@portal/payments#transactions');
    },
  },
  {
    module: '@portal/responsible-gambling',
    bundle: bundleUrl('mf-responsible-gambling', 'portal-responsible-gambling.js'),
    signedIn: true,
    start: '/account/limits',
    showSlot: async (page) => slot(page, '@portal/responsible-gambling#limits'),
    mounted: (page) =>
      slot(page, '@portal/responsible-gambling#limits')
        .getByRole('heading', { name: 'Limits', exact: true })
        .first(),
    othersWork: async (page) => {
      await signedInHeader(page);
      await accountPage(page, 'Profile', '@portal/account-profile#profile', 'Profile');
      await depositWorks(page);
    },
    returnToSlot: async (page) => {
      await accountMenuItem(page, 'Limits');
      return slot(page, '@portal/responsible-gambling#limits');
    },
  },
  {
    module: '@portal/betting-host',
    bundle: bundleUrl('mf-betting-host', 'portal-betting-host.js'),
    signedIn: true,
    start: '/betting',
    showSlot: async (page) => slot(page, '@portal/betting-host#app'),
    mounted: (page) => clientAppHeading(page, 1, 'Betting'),
    othersWork: async (page) => {
      await signedInHeader(page);
      await depositWorks(page);
      await visitClientApp(page, 'Fantasy');
    },
    returnToSlot: async (page) => {
      await brandLink(page, 'Betting').click();
      return slot(page, '@portal/betting-host#app');
    },
  },
  {
    module: '@portal/fantasy-host',
    bundle: bundleUrl('mf-fantasy-host', 'portal-fantasy-host.js'),
    signedIn: true,
    start: '/fantasy',
    showSlot: async (page) => slot(page, '@portal/fantasy-host#app'),
    mounted: (page) => clientAppHeading(page, 2, 'Fantasy'),
    othersWork: async (page) => {
      await signedInHeader(page);
      await depositWorks(page);
      await visitClientApp(page, 'Betting');
    },
    returnToSlot: async (page) => {
      await brandLink(page, 'Fantasy').click();
      return slot(page, '@portal/fantasy-host#app');
    },
  },
];
