// A player against the production topology (nginx, two API instances, the realtime server,
// PostgreSQL, the page host and the released builds): signs up in the browser, loses an API
// instance without noticing, deposits by card and sees the header balance follow through realtime,
// withdraws to a new bank account, logs out, and logs in again on another device to the same money.
import type { APIRequestContext, Page } from '@playwright/test';
import { typeBirthDate } from '../auth/birthDate';
import { cookieToken } from '../auth/sessionToken';
import { loginThroughModal, NEW_PASSWORD, uniquePlayer } from '../support/auth';
import { addDepositMethodCard, fillCard, verifyId } from '../support/deposits';
import { formatCents } from '../support/players';
import { closeWhatsNewAfterLogin } from '../support/shell';
import { pendingWithdrawals } from '../withdraw/pendingWithdrawals';
import { codeTextedBy } from './textedCode';
import { expect, test } from './topologyTest';

const MOBILE = '+61412345678';

/** The player's balances and newest cash transactions as the API has them, through nginx. */
async function serverAccount(api: APIRequestContext, headers: Record<string, string>) {
  const user = await api.get('/users/current', { headers });
  expect(user.ok()).toBe(true);
  const { balance, available_balance } = (await user.json()).data;
  const list = await api.get('/wallets/transactions', { headers });
  expect(list.ok()).toBe(true);
  const transactions = (
    (await list.json()).data as { category: { name: string }; amount: number; balance: number }[]
  ).map(({ category, amount, balance: after }) => ({ category: category.name, amount, after }));
  return { balance, available_balance, transactions };
}

test('a new player signs up, an API instance dies, deposits by card, withdraws, logs out and in', async ({
  browser,
  page,
  topology,
  api,
}) => {
  const failedApiCalls: string[] = [];
  const watchApiCalls = (watched: Page) =>
    watched.on('response', (response) => {
      if (response.url().startsWith(topology.urls.api) && response.status() >= 500)
        failedApiCalls.push(`${response.status()} ${response.url()}`);
    });
  watchApiCalls(page);
  const { name, email, lastName } = uniquePlayer('topology');
  const balanceButton = page.getByTestId('balance-button');
  const player = { headers: {} as Record<string, string>, api: topology.urls.api };

  await test.step('sign-up', async () => {
    await page.goto('/betting?modal=signup');
    const signup = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
    await signup.getByLabel('Username').fill(name);
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password').fill(NEW_PASSWORD);
    await signup.getByLabel('First Name').fill('Ava');
    await signup.getByLabel('Last Name').fill(lastName);
    await typeBirthDate(signup.getByLabel('Date of Birth'), '1990-02-01');
    await signup.getByLabel('Mobile Number').fill('0412 345 678');
    await signup.getByRole('combobox', { name: 'Address' }).pressSequentially('12 George', {
      delay: 30,
    });
    await signup.getByRole('option', { name: /12 George St/ }).click();
    await signup.getByRole('radio', { name: 'No limit' }).check();
    await signup.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/modal=onboarding-verification/);
    await expect(balanceButton).toContainText(formatCents(0));
  });

  await test.step('identity and mobile verified', async () => {
    const token = (await cookieToken(page)) ?? '';
    player.headers = { Authorization: `Bearer ${token}` };
    // As the identity sandbox's widget would, and as the profile's mobile check does with the
    // texted code.
    await verifyId(api, topology.urls.api, token);
    const code = await codeTextedBy(topology, MOBILE, () =>
      api.post('/verification/phone?type=sms', { headers: player.headers }),
    );
    const verified = await api.post(`/verification/phone/${code}`, { headers: player.headers });
    expect(verified.ok()).toBe(true);
  });

  await test.step('an API instance dies; a card deposit reaches the header through realtime', async () => {
    await topology.stopApiInstance(0);
    await page.goto('/betting?modal=deposit');
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
    await addDepositMethodCard(deposit);
    await fillCard(deposit, '4000000000003220');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    const userReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${topology.urls.api}/users/current`)) userReads.push(sent.url());
    });
    await deposit.getByRole('button', { name: 'Pass 3-D Secure' }).click();
    await expect(deposit.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
    await expect(balanceButton).toContainText(formatCents(5000));
    expect(userReads, 'the realtime event carries the balance: the user is not read again').toEqual(
      [],
    );
  });

  await test.step('a withdrawal to a new bank account', async () => {
    await page.goto('/account/withdraw');
    const screen = page.getByRole('main');
    await screen.getByRole('textbox', { name: 'Account Name', exact: true }).fill('Ava Tester');
    await screen.getByRole('textbox', { name: 'BSB', exact: true }).fill('062-000');
    await screen.getByRole('textbox', { name: 'Account Number', exact: true }).fill('12345678');
    const pin = await codeTextedBy(topology, MOBILE, () =>
      screen.getByRole('button', { name: 'Send PIN' }).click(),
    );
    await screen.getByRole('textbox', { name: 'PIN', exact: true }).fill(pin);
    await screen.getByRole('button', { name: 'Add Bank Account' }).click();
    await expect(page.getByText('Your bank account has been added')).toBeVisible();
    await screen.getByRole('textbox', { name: 'Amount' }).fill('20');
    await screen.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Your withdrawal request was received')).toBeVisible();
    await expect(balanceButton).toContainText(formatCents(3000));

    expect(await serverAccount(api, player.headers)).toEqual({
      balance: 3000,
      available_balance: 3000,
      transactions: [
        { category: 'Withdrawals', amount: 2000, after: 3000 },
        { category: 'Deposits', amount: 5000, after: 5000 },
      ],
    });
    expect(await pendingWithdrawals(api, player)).toMatchObject([
      { amount: 2000, status: { name: 'Pending' } },
    ]);
  });

  await test.step('logout, then login on another device to the same balance', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(balanceButton).toHaveCount(0);
    // This browser recorded what's new as seen at sign-up; on another one the player is returning,
    // and what's new opens 2 s after the login.
    const device = await browser.newContext({ baseURL: topology.urls.portal });
    const elsewhere = await device.newPage();
    watchApiCalls(elsewhere);
    await loginThroughModal(elsewhere, email, NEW_PASSWORD);
    await closeWhatsNewAfterLogin(elsewhere);
    await expect(elsewhere.getByTestId('balance-button')).toContainText(formatCents(3000));
    await device.close();
  });

  expect(failedApiCalls, 'nginx retries a dead instance: the page never sees it').toEqual([]);
});
