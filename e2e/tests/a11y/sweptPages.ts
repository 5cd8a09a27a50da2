// The pages the accessibility sweep opens: every route of the layout template, of the account
// micro-frontends' route tables and of the demo client apps (coverage.spec.ts fails when one is
// missing). `route` is the route as the code declares it; `url` the address the sweep opens.
import type { Locator, Page } from '@playwright/test';
import { slot } from '../support/slots';

/** Who looks at the page: nobody signed in, or a signed-in demo player. */
export type Viewer = 'signed-out' | 'signed-in';

export interface SweptPage {
  route: string;
  url: string;
  viewer: Viewer;
  /** What shows once the page has its content (the sweep checks it then). */
  ready: (page: Page) => Locator;
  /** Feature flags the page needs, set in its runtime config (a page of its own). */
  features?: Record<string, boolean>;
}

const h1 = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

const heading = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('heading', { name, exact: true });

const PAGE_NOT_FOUND = h1('Page not found');

/** The cash transactions' tabs (its title shows on small screens only). */
const TRANSACTIONS_TABS = (page: Page) =>
  slot(page, '@portal/payments#transactions').getByRole('tab', { name: 'All' });

/** The activity page's statement of the period, once loaded (the page's title is for screen readers). */
const ACTIVITY_PERIOD = (page: Page) =>
  page.getByRole('main').getByRole('heading', { name: /^Your activity from / });

/** The client apps' pages, which show a signed-in player's own content: swept signed out and in. */
const CLIENT_APP_PAGES: Omit<SweptPage, 'viewer'>[] = [
  { route: '/betting', url: '/betting', ready: h1('Betting') },
  { route: '/betting/my-bets', url: '/betting/my-bets', ready: h1('My Bets') },
  { route: '/fantasy', url: '/fantasy', ready: h1('Fantasy') },
  { route: '/fantasy/my-contests', url: '/fantasy/my-contests', ready: h1('My Contests') },
  { route: '/fantasy/my-teams', url: '/fantasy/my-teams', ready: h1('My Teams') },
  { route: '/fantasy/account/history', url: '/fantasy/account/history', ready: h1('History') },
];

/**
 * The pages that differ signed in by the header alone (swept signed in on every other page): the
 * home redirect and the landing page (PORTAL_LANDING_EXACT), the live chat, the client apps' and the
 * site's not-found, the legal pages.
 */
const SITE_PAGES: Omit<SweptPage, 'viewer'>[] = [
  { route: '/', url: '/', ready: h1('Betting') },
  {
    route: '/',
    url: '/',
    ready: h1('One account to bet and play'),
    features: { landingExact: true },
  },
  {
    route: '/betting/#livechat',
    url: '/betting/#livechat',
    ready: (page) => page.getByRole('region', { name: 'Live Chat' }),
  },
  {
    route: '/betting/*',
    url: '/betting/no-such-page',
    ready: (page) => page.getByText('This page does not exist.'),
  },
  {
    route: '/fantasy/*',
    url: '/fantasy/no-such-page',
    ready: (page) => page.getByText('This page does not exist.'),
  },
  {
    route: '/terms-and-conditions',
    url: '/terms-and-conditions',
    ready: h1('Terms and Conditions'),
  },
  { route: '/privacy-policy', url: '/privacy-policy', ready: h1('Privacy Policy') },
  {
    route: '/responsible-gambling-policy',
    url: '/responsible-gambling-policy',
    ready: h1('Responsible Gambling Policy'),
  },
  { route: '/*', url: '/no-such-page', ready: PAGE_NOT_FOUND },
];

/** The account pages, which need a signed-in player (the AU portal: take a break, bank withdraw). */
const ACCOUNT_PAGES: Omit<SweptPage, 'viewer'>[] = [
  {
    route: '/account',
    url: '/account',
    // The account menu on a phone, the profile (where it sends a desktop) on a desktop.
    ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }).first(),
  },
  {
    route: '/account/profile',
    url: '/account/profile',
    ready: h1('Profile'),
  },
  { route: '/account/withdraw', url: '/account/withdraw', ready: h1('Withdraw') },
  { route: '/account/withdraw/*', url: '/account/withdraw/nowhere', ready: PAGE_NOT_FOUND },
  {
    route: '/account/transactions',
    url: '/account/transactions',
    ready: TRANSACTIONS_TABS,
  },
  { route: '/account/activity', url: '/account/activity', ready: ACTIVITY_PERIOD },
  { route: '/account/limits', url: '/account/limits', ready: h1('Limits') },
  { route: '/account/take-a-break', url: '/account/take-a-break', ready: h1('Take a Break') },
  { route: '/account/timeout', url: '/account/timeout', ready: h1('Take a Break') },
  { route: '/account/self-exclusion', url: '/account/self-exclusion', ready: h1('Self Exclusion') },
  { route: '/account/close-account', url: '/account/close-account', ready: h1('Close Account') },
  { route: '/account/*', url: '/account/unknown-tab', ready: PAGE_NOT_FOUND },
];

export const SWEPT_PAGES: SweptPage[] = [
  ...[...CLIENT_APP_PAGES, ...SITE_PAGES].map((page) => ({
    ...page,
    viewer: 'signed-out' as const,
  })),
  ...CLIENT_APP_PAGES.map((page) => ({ ...page, viewer: 'signed-in' as const })),
  ...ACCOUNT_PAGES.map((page) => ({ ...page, viewer: 'signed-in' as const })),
];

/**
 * The pages the US portal (PORTAL_REGION=US) shows differently: the US header and footer, the US
 * withdraw flow's routes (its success page is reached by a withdrawal: sweptUsStates.ts), the
 * timeout, the US self-exclusion and close account. us/sweep.spec.ts opens them as a US
 * player.
 */
export const US_PAGES: SweptPage[] = [
  // The US footer's legal block: the server time and the session clock.
  { route: '/betting', url: '/betting', ready: h1('Betting') },
  { route: '/account/profile', url: '/account/profile', ready: h1('Profile') },
  {
    route: '/account/withdraw',
    url: '/account/withdraw',
    ready: heading('Select Withdraw Method'),
  },
  {
    route: '/account/withdraw/enrollment/:paymentMethodName',
    url: '/account/withdraw/enrollment/skrill',
    ready: heading('Register your Skrill account'),
  },
  {
    route: '/account/withdraw/request/:paymentMethodName',
    url: '/account/withdraw/request/play-plus',
    ready: heading('Withdraw with Play+'),
  },
  {
    route: '/account/transactions',
    url: '/account/transactions',
    ready: TRANSACTIONS_TABS,
  },
  { route: '/account/activity', url: '/account/activity', ready: ACTIVITY_PERIOD },
  { route: '/account/limits', url: '/account/limits', ready: h1('Limits') },
  { route: '/account/timeout', url: '/account/timeout', ready: h1('Take a timeout') },
  { route: '/account/self-exclusion', url: '/account/self-exclusion', ready: h1('Self Exclusion') },
  { route: '/account/close-account', url: '/account/close-account', ready: h1('Close Account') },
].map((page) => ({ ...page, viewer: 'signed-in' as const }));
