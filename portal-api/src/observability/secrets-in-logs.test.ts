import { DEMO_PASSWORD } from '../seed/demo-players';
import { APPROVED_CARD, AU } from '../test-support/deposit-helpers';
import { captureLog } from '../test-support/captured-log';
import { auPayload } from '../test-support/signup-payload';
import {
  bearer,
  createTestApp,
  loginAs,
  postLogin,
  type TestContext,
} from '../test-support/test-app';

const PASSWORD = 'Sup3r-Secret-Pw!';
const NEW_PASSWORD = 'N3w-Secret-Pw!';
const WRONG_PASSWORD = 'Wr0ng-Guess-Pw!';
const CARD = { ...APPROVED_CARD, cvv: '7391' };

const log = captureLog();
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ logger: log.options });
});

afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { cookie: 'session=cookie-secret-value', ...(token ? bearer(token) : {}) },
  });

async function lastOutbox(to: string) {
  const [message] = (await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).json().data;
  return message as { link?: string; code?: string };
}

/** `value` as a whole word of a log line (a short CVV may sit inside a longer number). */
const appearsIn = (value: string, line: string) =>
  new RegExp(`(?<![A-Za-z0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`).test(
    line,
  );

it('keeps every password, token, code and card detail of real flows out of the log', async () => {
  const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, 'cookie-secret-value'];
  const player = auPayload({ password: PASSWORD });
  expect((await call('POST', '/users', player)).statusCode).toBe(201);
  const login = await postLogin(t.app, player.email, PASSWORD);
  const token = login.json().token as string;
  secrets.push(token);

  // The confirmation mail, its link followed.
  expect((await call('POST', '/verification/email', {}, token)).statusCode).toBe(200);
  const confirmLink = new URL((await lastOutbox(player.email)).link!);
  secrets.push(confirmLink.searchParams.get('token')!);
  expect((await call('GET', confirmLink.pathname + confirmLink.search)).statusCode).toBe(302);

  // A texted code, typed back.
  await call('POST', '/verification/phone?type=sms', {}, token);
  const { code } = await lastOutbox('+61412345678');
  secrets.push(code!);
  expect((await call('POST', `/verification/phone/${code}`, {}, token)).statusCode).toBe(200);

  // A card deposit through the provider's form, by a verified player.
  const depositor = await loginAs(t.app, AU, DEMO_PASSWORD);
  secrets.push(DEMO_PASSWORD, depositor);
  const amount = { amount: 5000, promotion: null };
  const session = (await call('POST', '/deposit/fatzebra/create', amount, depositor)).json().data;
  secrets.push(session.token, CARD.card_number, CARD.cvv);
  const paid = await call(
    'POST',
    `/sandbox/fatzebra/payments/${session.token}/card`,
    CARD,
    depositor,
  );
  expect(paid.json().data.status).toBe('approved');

  // A failed login, then a password reset through the e-mailed link.
  expect((await postLogin(t.app, player.email, WRONG_PASSWORD)).statusCode).toBe(422);
  await call('POST', '/users/password/request', { email: player.email });
  const resetToken = new URL((await lastOutbox(player.email)).link!).searchParams.get('token')!;
  secrets.push(resetToken);
  const reset = await call('POST', '/users/password', {
    email: player.email,
    token: resetToken,
    new_password: NEW_PASSWORD,
    new_confirm_password: NEW_PASSWORD,
  });
  expect(reset.statusCode).toBe(200);
  expect((await postLogin(t.app, player.email, NEW_PASSWORD)).statusCode).toBe(200);

  expect(log.lines.length).toBeGreaterThan(20);
  const leaks = log.lines.flatMap((line) =>
    secrets.filter((secret) => appearsIn(secret, line)).map((secret) => ({ secret, line })),
  );
  expect(leaks).toEqual([]);
  // What the log says instead: the URLs with their secrets masked, the mails by template and
  // masked address.
  const urls = log.entries().flatMap((entry) => (entry.req as { url?: string })?.url ?? []);
  expect(urls).toEqual(
    expect.arrayContaining([
      '/verification/email/confirm?token=[redacted]',
      '/verification/phone/[redacted]',
      '/sandbox/fatzebra/payments/[redacted]/card',
    ]),
  );
  const mails = log.entries().filter((entry) => entry.msg === 'e-mail sent');
  expect(mails.map(({ template, to }) => ({ template, to }))).toEqual([
    { template: 'email-verification', to: `n***@portal.test` },
    { template: 'password-reset', to: `n***@portal.test` },
  ]);
});
