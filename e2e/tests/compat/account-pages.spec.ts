import { apiUrlOf, loginThroughModal, NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { described, expect, expectMounted, test } from './compat';

const PAGES = [
  { path: '/account/profile', app: '@portal/account-profile#profile', text: 'Hi, Erin' },
  { path: '/account/withdraw', app: '@portal/payments#withdraw', text: 'Withdraw' },
  {
    path: '/account/transactions',
    app: '@portal/payments#transactions',
    text: 'Cash Transactions',
  },
  { path: '/account/limits', app: '@portal/responsible-gambling#limits', text: 'Limits' },
  {
    path: '/account/take-a-break',
    app: '@portal/responsible-gambling#takeABreak',
    text: 'Take a Break',
  },
  {
    path: '/account/self-exclusion',
    app: '@portal/responsible-gambling#selfExclusion',
    text: 'Self Exclusion',
  },
  {
    path: '/account/close-account',
    app: '@portal/responsible-gambling#closeAccount',
    text: 'Close Account',
  },
];

test('mf-account-profile, mf-payments and mf-responsible-gambling: the account pages and the deposit', async ({
  page,
}, testInfo) => {
  const email = await registerAuPlayer(page.request, apiUrlOf(testInfo));
  await loginThroughModal(page, email, NEW_PASSWORD);

  for (const { path, app, text } of PAGES) {
    await page.goto(path);
    await expectMounted(page, app, text);
  }
  await page.goto('/account/limits?modal=deposit');
  await expect(
    page.getByRole('dialog', { name: 'Deposit' }),
    `${described('mf-payments')}: the deposit modal`,
  ).toBeVisible();
});
