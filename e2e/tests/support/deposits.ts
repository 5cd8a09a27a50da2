// Helpers of the deposit browser tests: new (verified) players signed in with the token cookie, what
// the server holds for them, and the deposit modal.
import { DES_MOINES_ADDRESS } from '@portal/contract/testing';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer, uniquePlayer } from './auth';
import { TOKEN_COOKIE } from './players';

/** A deposit limit for a new AU player: `limit` in cents, one of GET /users/register's durations. */
export interface SignupDepositLimit {
  limit: number;
  durationName?: string;
}

/** What a test needs of the player it signed in: their API, token and the server's view of them. */
export interface DepositPlayer {
  api: string;
  email: string;
  token: string;
  headers: Record<string, string>;
  /** GET /users/current's data, as the server has the player now (`embed`: e.g. 'limits'). */
  serverUser: (embed?: string) => Promise<Record<string, unknown> & { balance: number }>;
  /** The server's balance in cents. */
  balance: () => Promise<number>;
}

async function apiToken(request: APIRequestContext, api: string, email: string): Promise<string> {
  const response = await request.post(`${api}/auth`, {
    data: { email, password: NEW_PASSWORD, recaptcha_token: 'e2e', platform: 'web' },
  });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).token;
}

/**
 * Verifies the player's ID the way the identity sandbox's widget does (as e2e/tests/api/
 * identity-check.spec.ts): registerId, the outcome VERIFIED, then the confirmation.
 */
export async function verifyId(request: APIRequestContext, api: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const registered = await request.post(`${api}/verification/registerId`, { headers });
  expect(registered.ok()).toBe(true);
  const { verification_token } = (await registered.json()).data;
  const chosen = await request.post(`${api}/sandbox/identity/${verification_token}/outcome`, {
    headers,
    data: { outcome: 'VERIFIED' },
  });
  expect(chosen.ok()).toBe(true);
  const confirmed = await request.post(`${api}/verification/id`, {
    headers,
    data: { verification_token },
  });
  expect(await confirmed.json()).toEqual({ status: 'success', data: { result: 'VERIFIED' } });
}

/** Registers an AU player who set a deposit limit at sign-up (spec 1: the limit is sent in cents). */
export async function registerAuPlayerWithDepositLimit(
  request: APIRequestContext,
  api: string,
  { limit, durationName }: SignupDepositLimit,
): Promise<string> {
  const offered = await request.get(`${api}/users/register`);
  expect(offered.ok()).toBe(true);
  const limits = (await offered.json()).data.available_limits as {
    id: number;
    durations: { id: number; name: string }[];
  }[];
  const deposit = limits.find((each) => each.id === 1);
  const duration = durationName
    ? deposit?.durations.find((each) => each.name === durationName)
    : deposit?.durations[deposit.durations.length - 1];
  if (!duration) throw new Error(`no deposit limit duration ${durationName ?? ''} offered`);
  return registerAuPlayer(
    request,
    api,
    { first_name: 'Lima' },
    { set_deposit_limit: true, deposit_limit: { limit, duration_type_id: duration.id } },
  );
}

/** Registers a US player (on the US portal: PORTAL_REGION=US) through POST /users. */
export async function registerUsPlayer(request: APIRequestContext, api: string): Promise<string> {
  const { name, email, lastName } = uniquePlayer('us');
  const response = await request.post(`${api}/users`, {
    headers: { 'Registration-Source': 'Website' },
    data: {
      name,
      email,
      password: NEW_PASSWORD,
      first_name: 'Casey',
      last_name: lastName,
      birth_date: '1990-02-01',
      phone: '515 555 0188',
      ssn: '6789',
      country: 'US',
      ...DES_MOINES_ADDRESS,
      enable2fa: false,
      isManualAddress: true,
      opted_in: false,
      accept_terms: true,
    },
  });
  if (!response.ok())
    throw new Error(`US sign-up failed: ${response.status()} ${await response.text()}`);
  return email;
}

/** Signs `email` in as a returning player arrives (the token cookie set) and returns its handles. */
export async function signInPlayer(
  page: Page,
  testInfo: TestInfo,
  email: string,
  { verified }: { verified: boolean },
): Promise<DepositPlayer> {
  const api = apiUrlOf(testInfo);
  const token = await apiToken(page.request, api, email);
  if (verified) await verifyId(page.request, api, token);
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, domain: 'localhost', path: '/' }]);
  const headers = { Authorization: `Bearer ${token}` };
  const serverUser = async (embed?: string) => {
    const response = await page.request.get(`${api}/users/current`, {
      headers,
      params: embed ? { embed } : undefined,
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).data;
  };
  const balance = async () => (await serverUser()).balance;
  return { api, email, token, headers, serverUser, balance };
}

/** A new AU player, ID verified unless `verified` is false, signed in. */
export async function signInNewAuPlayer(
  page: Page,
  testInfo: TestInfo,
  { verified = true }: { verified?: boolean } = {},
): Promise<DepositPlayer> {
  const email = await registerAuPlayer(page.request, apiUrlOf(testInfo));
  return signInPlayer(page, testInfo, email, { verified });
}

/** Opens ?modal=deposit over the betting page and returns the dialog (titled Deposit). */
export async function openDeposit(page: Page): Promise<Locator> {
  await page.goto('/betting?modal=deposit');
  await expect(page.getByTestId('balance-button')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Adds a deposit method on Home through Select Deposit Method (its button named `method`). */
export async function addDepositMethod(dialog: Locator, method: string) {
  await dialog.getByRole('button', { name: 'Add a deposit method' }).click();
  await expect(dialog.getByRole('heading', { name: 'Select Deposit Method' })).toBeVisible();
  await dialog.getByRole('button', { name: method, exact: true }).click();
  await expect(dialog.getByRole('radio', { name: method, exact: true })).toBeChecked();
}

/** Home's Add a deposit method, then Credit Card: the new card's page (Deposit with Credit Card). */
export async function addDepositMethodCard(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Add a deposit method' }).click();
  const instant = dialog.getByRole('region', { name: 'Instant Deposit Options' });
  await instant.getByRole('button', { name: 'Credit Card', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit with Credit Card' })).toBeVisible();
}

/**
 * Deposits `amount` cents by a card the sandbox approves, through the API alone (create, the
 * provider's card form, the confirmation): a deposit the player made earlier.
 */
export async function depositByCardThroughApi(
  request: APIRequestContext,
  player: DepositPlayer,
  amount: number,
) {
  const { api, headers } = player;
  const created = await request.post(`${api}/deposit/fatzebra/create`, {
    headers,
    data: { amount },
  });
  expect(created.ok()).toBe(true);
  const { token, reference_number } = (await created.json()).data;
  const paid = await request.post(`${api}/sandbox/fatzebra/payments/${token}/card`, {
    headers,
    data: {
      card_number: '4005550000000001',
      card_holder: 'Erin Tester',
      expiry_month: '12',
      expiry_year: String(new Date().getFullYear() + 3),
      cvv: '123',
    },
  });
  expect((await paid.json()).data.status).toBe('approved');
  const settled = await request.post(`${api}/deposit/fatzebra`, {
    headers,
    data: { reference_number },
  });
  expect((await settled.json()).data).toMatchObject({ amount, status: { id: 3 } });
}

/** Opens a modal the way the portal's own code does (shared-utils openModal), with its state. */
export async function openModalAsTheApp(page: Page, name: string, state: object) {
  await page.evaluate(
    async ({ name, state }) => {
      const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
        .System;
      const sharedUtils = (await system.import('@portal/shared-utils')) as {
        openModal(name: string, params: object, state: object): void;
      };
      sharedUtils.openModal(name, {}, state);
    },
    { name, state },
  );
}

/** Types a card into the sandbox card form of the deposit modal. */
export async function fillCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Name on card').fill('Erin Tester');
  await dialog.getByLabel('Expiry month (MM)').fill('12');
  await dialog.getByLabel('Expiry year (YYYY)').fill(String(new Date().getFullYear() + 3));
  await dialog.getByLabel('CVV').fill('123');
}
