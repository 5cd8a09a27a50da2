// Helpers of the auth browser tests: new players, the sandbox outbox and accessibility checks.
import { AU_SIGNUP_BODY } from '@portal/contract/testing';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './a11y';

export const NEW_PASSWORD = 'Secret123';

/** The API of the portal a test runs against: the port after the portal's. */
export function apiUrlOf(testInfo: TestInfo): string {
  const portal = new URL(String(testInfo.project.use.baseURL));
  return `http://localhost:${Number(portal.port) + 1}`;
}

/**
 * A username, email and last name no other test uses. The last name makes each player a person
 * of their own: sign-up refuses the double (same names and date of birth with the same phone,
 * e-mail, SSN or address) of a person another test closed, excluded or put on a break.
 */
export function uniquePlayer(prefix: string): { name: string; email: string; lastName: string } {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const letters = id.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]);
  return {
    name: `${prefix}_${id}`,
    email: `${prefix}.${id}@portal.test`,
    lastName: `Tester${letters}`,
  };
}

/** Fields of the sign-up payload a test may choose itself; the rest are a valid AU player's. */
export type PlayerOverrides = Partial<
  Record<'name' | 'email' | 'first_name' | 'last_name', string>
>;

/**
 * Registers an AU player through the API (POST /users) and returns the email. `overrides` replaces
 * the generated username and e-mail or the default names; `choices` other sign-up fields (e.g. a
 * deposit limit).
 */
export async function registerAuPlayer(
  request: APIRequestContext,
  api: string,
  overrides: PlayerOverrides = {},
  choices: Record<string, unknown> = {},
): Promise<string> {
  const { name, email, lastName } = uniquePlayer('e2e');
  const player = { name, email, first_name: 'Erin', last_name: lastName, ...overrides };
  const response = await request.post(`${api}/users`, {
    headers: { 'Registration-Source': 'Website' },
    data: {
      invite_code: 'WELCOME',
      ...player,
      password: NEW_PASSWORD,
      birth_date: '1991-04-12',
      phone: '0412345678',
      ...AU_SIGNUP_BODY,
      set_deposit_limit: false,
      opted_in: false,
      ...choices,
    },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return player.email;
}

interface OutboxMessage {
  channel: 'email' | 'sms';
  subject: string;
  link?: string;
  code?: string;
}

/** What `pick` finds in the newest messages the sandboxes would have sent to `to` (GET /dev/outbox). */
async function fromOutbox(
  request: APIRequestContext,
  api: string,
  to: string,
  pick: (messages: OutboxMessage[]) => string | undefined,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${api}/dev/outbox`, { params: { to } });
      found = pick(((await response.json()) as { data: OutboxMessage[] }).data);
      return found;
    })
    .toBeTruthy();
  return found as string;
}

/** The newest e-mail the sandbox would have sent to `to` with a link. */
export function latestEmailLink(request: APIRequestContext, api: string, to: string) {
  return fromOutbox(
    request,
    api,
    to,
    (messages) => messages.find((message) => message.channel === 'email' && message.link)?.link,
  );
}

/** The code of the newest text the sandbox would have sent to the number `to` (+61412345678). */
export function latestSmsCode(request: APIRequestContext, api: string, to: string) {
  return fromOutbox(
    request,
    api,
    to,
    (messages) => messages.find((message) => message.channel === 'sms' && message.code)?.code,
  );
}

/** Logs in through the login modal, as a player does, and waits for the balance button. */
export async function loginThroughModal(page: Page, email: string, password: string) {
  await page.goto('/betting?modal=login');
  const login = page.getByRole('dialog');
  await login.getByLabel('Username or Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance-button')).toBeVisible();
}

/** Fails on serious or critical axe-core violations in the open modal (or in `scope`). */
export async function expectNoSeriousA11yViolations(
  page: Page,
  scope = '[role="dialog"]',
): Promise<void> {
  expect(await seriousViolations(page, [scope])).toEqual([]);
}

/** The day before someone born `years` years ago turns that age, as YYYY-MM-DD. */
export function dayTooYoung(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
