// A player against the production topology (nginx, two API instances, the realtime server,
// PostgreSQL, the page host and the released builds): signs up in the browser, loses an API
// instance without noticing, deposits by card and sees the header balance follow through realtime.
import { expect, request, test } from '@playwright/test';
import { typeBirthDate } from '../auth/birthDate';
import { cookieToken } from '../auth/sessionToken';
import { NEW_PASSWORD, uniquePlayer } from '../support/auth';
import { addDepositMethodCard, fillCard, verifyId } from '../support/deposits';
import { formatCents } from '../support/players';
import { startTopologyProcess, type TopologyProcess } from './topologyProcess';

let topology: TopologyProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  topology = await startTopologyProcess();
});

test.afterAll(async () => {
  await topology?.stop();
});

test('a new player signs up, an API instance dies, a card deposit moves the header balance', async ({
  page,
}) => {
  const { urls } = topology;
  const failedApiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(urls.api) && response.status() >= 500)
      failedApiCalls.push(`${response.status()} ${response.url()}`);
  });

  await page.goto(`${urls.portal}/betting?modal=signup`);
  const signup = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
  const { name, email, lastName } = uniquePlayer('topology');
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
  const balanceButton = page.getByTestId('balance-button');
  await expect(balanceButton).toContainText(formatCents(0));

  // The identity sandbox verifies the new player, as its widget would (for the portal's brand:
  // without the development routes the API serves no call that names none).
  const brandRequests = await request.newContext({
    extraHTTPHeaders: { 'X-Product': new URL(urls.portal).hostname },
  });
  await verifyId(brandRequests, urls.api, (await cookieToken(page)) ?? '');
  await brandRequests.dispose();

  await topology.stopApiInstance(0);

  await page.goto(`${urls.portal}/betting?modal=deposit`);
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
  await addDepositMethodCard(deposit);
  await fillCard(deposit, '4000000000003220');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const userReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${urls.api}/users/current`)) userReads.push(sent.url());
  });
  await deposit.getByRole('button', { name: 'Pass 3-D Secure' }).click();
  await expect(deposit.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
  await expect(balanceButton).toContainText(formatCents(5000));
  expect(userReads, 'the realtime event carries the balance: the user is not read again').toEqual(
    [],
  );
  expect(failedApiCalls, 'nginx retries a dead instance: the page never sees it').toEqual([]);
});
