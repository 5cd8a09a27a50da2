import type { InjectOptions } from 'fastify';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

const PLAYER = 'demo.au.unverified@portal.test';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { loginThrottle: { windowSeconds: 60, maxFailuresPerAccount: 0, maxFailuresPerIp: 0 } },
  });
  token = await loginAs(t.app, PLAYER);
});

afterAll(() => t.close());

type Method = InjectOptions['method'];

/** Every call that takes a body; those that end the session get a fresh token each time. */
const BODY_ROUTES: Array<[Method, string, 'ends-session'?]> = [
  ['POST', '/auth'],
  ['DELETE', '/auth', 'ends-session'],
  ['POST', '/auth/refresh', 'ends-session'],
  ['POST', '/users'],
  ['POST', '/users/current'],
  ['POST', '/users/password/request'],
  ['POST', '/users/password'],
  ['POST', '/users/accept_terms'],
  ['POST', '/verification/email'],
  ['POST', '/verification/phone?type=sms'],
  ['POST', '/verification/phone/123456'],
  ['POST', '/verification/registerId'],
  ['POST', '/verification/id'],
  ['POST', '/broadcasting/auth'],
  ['POST', '/dev/wallet/credit'],
  ['POST', '/verification/bank'],
  ['POST', '/users/bank'],
  ['POST', '/users/bank/1'],
  ['DELETE', '/users/bank/1'],
  ['POST', '/withdraw'],
  ['POST', '/withdraw/1/reject'],
  ['POST', '/withdraw/paysafe/register'],
  ['POST', '/withdraw/paysafe/create'],
  ['POST', '/dev/bank_account/review'],
  ['POST', '/limits'],
  ['POST', '/client-errors'],
  ['POST', '/users/break'],
  ['POST', '/users/self_exclude'],
  ['POST', '/users/self_exclude/lifetime'],
  ['PUT', '/responsible-gambling/reality-check'],
  ['POST', '/activity/statements'],
  ['POST', '/dev/reality-check/due'],
];

const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../etc/passwd',
];

const JSON_BODIES: unknown[] = [
  null,
  [],
  [1, 2],
  'text',
  42,
  true,
  {},
  Object.fromEntries(
    [
      'email',
      'password',
      'name',
      'first_name',
      'phone',
      'birth_date',
      'country',
      'token',
      'new_password',
      'new_confirm_password',
      'version',
      'accept_terms',
      'verification_token',
      'result',
      'socket_id',
      'channel_name',
      'amount',
      'set_deposit_limit',
      'deposit_limit',
    ].map((field) => [field, null]),
  ),
  {
    email: ['a'],
    password: { $ne: '' },
    name: 17,
    first_name: { first: 'x' },
    birth_date: 19900101,
    phone: [],
    country: true,
    deposit_limit: 'lots',
    set_deposit_limit: { yes: true },
    accept_terms: 'of course',
    version: [],
    amount: '12abc',
    socket_id: 1.5,
    channel_name: [],
    token: 5,
    new_password: [],
    result: 1,
    verification_token: {},
    street_name: [],
  },
  Object.fromEntries(
    [
      'email',
      'password',
      'name',
      'first_name',
      'last_name',
      'street_name',
      'city',
      'token',
      'new_password',
      'verification_token',
      'channel_name',
      'version',
      'invite_code',
      'affiliate_token',
    ].map((field) => [field, 'x'.repeat(10_000)]),
  ),
  ...INJECTIONS.map((text) =>
    Object.fromEntries(
      [
        'email',
        'password',
        'name',
        'first_name',
        'last_name',
        'phone',
        'street_name',
        'city',
        'state',
        'postcode',
        'token',
        'version',
        'result',
        'verification_token',
        'invite_code',
        'affiliate_token',
        'country',
        'birth_date',
      ].map((field) => [field, text]),
    ),
  ),
  { email: 'demo.au@portal.test', amount: Number.MAX_SAFE_INTEGER },
  { email: 'demo.au@portal.test', amount: -1e20 },
  { username: 17, password: 'Demo1234!' },
  { email: '\u0000', password: '\u0000', socket_id: '1.1', channel_name: '\u0000', city: '\u0000' },
  { socket_id: '1.1', channel_name: 'private-user.1\n' },
  { email: '\ud800@portal.test', password: '\udfff', channel_name: '\ud800', first_name: '\ud800' },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
  { deposit_limit: { limit: Infinity, duration_type_id: -1 }, set_deposit_limit: true },
  { deposit_limit: { limit: '1e400', duration_type_id: '2' }, set_deposit_limit: 'yes' },
];

const RAW_BODIES: Array<[string, string | Buffer]> = [
  ['application/json', '{'],
  ['application/json', ''],
  ['application/json', '{"email": "a"'],
  ['text/plain', 'email=demo'],
  ['application/xml', '<auth/>'],
  ['application/x-www-form-urlencoded', 'socket_id=%ZZ&channel_name'],
  ['application/x-www-form-urlencoded', 'amount=1&amount=2&email=demo.au%40portal.test'],
  ['application/json', JSON.stringify({ padding: 'x'.repeat(1_100_000) })],
  ['multipart/form-data', 'no boundary'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="avatar"'],
  ['multipart/form-data; boundary=zz', Buffer.alloc(2000, 0xff)],
];

const GET_URLS = [
  '/users/current',
  '/users/current?embed=',
  '/users/current?embed=limits&embed=user_cards',
  `/users/current?embed=${'limits,'.repeat(100)}`,
  '/users/current?embed=%00',
  '/users/register?x=%ZZ',
  '/users/client_summaries?client_id=%27%20OR%201=1',
  '/users/client_summaries?client_id=99999999999999999999',
  '/users/client_summaries?client_id=1&client_id=2',
  '/terms/current?version[]=1',
  '/link_groups?order=%3Bdrop',
  '/place/autocomplete',
  `/place/autocomplete?input=${'a'.repeat(500)}`,
  '/place/autocomplete?input=%00abc',
  "/place/autocomplete?input=x&components=country:au'--",
  '/place/autocomplete?input=abc&types=address&types=geocode',
  '/place/details?place_id=',
  "/place/details?place_id=' OR 1=1 --",
  `/place/details?place_id=${'p'.repeat(400)}`,
  '/oauth/authorize?client_id=<script>',
  '/oauth/authorize?client_id=-1',
  '/dev/outbox?to=%00',
  `/dev/outbox?to=${'t'.repeat(300)}`,
  '/avatars/..%2F..%2Fpackage.json',
  '/avatars/%00',
  '/verification/email/confirm?token=%00',
  `/verification/email/confirm?token=${'t'.repeat(200)}`,
  '/verification/email/confirm',
  '/users/withdraw?payment_status_ids=1;DROP',
  '/users/withdraw?payment_status_ids=%00',
  '/users/withdraw?page=-1',
  '/users/withdraw?page=99999999999999999999',
  '/users/withdrawal_request_types?x=%ZZ',
  '/wallets/transactions?category_ids=1,2,%27',
  '/wallets/transactions?transaction_from=%00',
  `/wallets/transactions?transaction_to=${'9'.repeat(100)}`,
  '/wallets/transactions?transaction_from=2026-13-45T00:00:00Z',
  '/wallets/transactions?transaction_from=2026-01-01T25:61:61+99:99',
  '/wallets/transactions?page=1.5',
  '/wallets/transactions/export',
  '/wallets/transactions/export?transaction_from=0001-01-01T00:00:00Z&transaction_to=9999-12-31T00:00:00Z',
  '/users/limits/history?page=0',
  '/users/limits/history?from_date=%00',
  "/users/limits/history?from_date=2026-01-01T00:00:00Z'--",
  `/users/limits/history?to_date=${'9'.repeat(100)}`,
  '/users/limits/history?from_date=2026-13-45T00:00:00Z',
  '/users/limits/history?to_date=9999-12-31T00:00:00Z',
  '/activity/statement?period=forever',
  '/activity/statement?period=custom&from=%00&to=9999-12-31',
  `/activity/statement.csv?period=custom&from=${'9'.repeat(100)}`,
  '/activity/statement.pdf?period=custom&from=2026-02-31&to=0000-00-00',
  '/activity/chart?month=%27--',
  '/activity/chart?month=0000-00',
  '/activity/statements/%00',
  '/activity/statements/9999-99.pdf',
];

const AUTH_HEADERS: Array<Record<string, string>> = [
  {},
  bearer('garbage'),
  { authorization: `Bearer ${'a'.repeat(5000)}` },
  { authorization: 'Bearer \u00ff\u00fe' },
];

/** What the calls could change; attempt counters (failed logins, wrong codes) are left out. */
const STATE_QUERIES = [
  `SELECT id, name, email, email_verified, password_hash, first_name, last_name, birth_date,
          phone, phone_verified, calling_code, avatar_large, avatar_small, status_id, id_verified,
          pin, unit_number, street_number, street_name, street_type, city, state, postcode,
          country, ssn_last_4, invite_code, affiliate_token, opted_in,
          enable_2fa, registration_source, password_reset_required, break_applied_at,
          break_end_at, self_excluded_at, self_excluded_until, closed_at FROM users`,
  'SELECT * FROM user_limits',
  'SELECT * FROM user_limit_requests',
  'SELECT * FROM responsible_gambling_audit',
  'SELECT * FROM wallets',
  'SELECT id FROM wallet_ledger_entries',
  'SELECT id, user_id FROM access_tokens',
  'SELECT id, used_at FROM one_time_tokens',
  'SELECT id FROM phone_verification_codes',
  'SELECT * FROM identity_verifications',
  'SELECT * FROM terms_versions',
  'SELECT * FROM terms_acceptances',
  'SELECT * FROM user_bank_accounts',
  'SELECT id FROM bank_account_pins',
  'SELECT * FROM withdrawals',
  'SELECT * FROM reality_check_settings',
  'SELECT * FROM activity_statements',
];

/** One query over everything in STATE_QUERIES. */
const FINGERPRINT = `SELECT ${STATE_QUERIES.map(
  (sql, i) => `(SELECT md5(string_agg(r::text, ',' ORDER BY r::text)) FROM (${sql}) r) AS s${i}`,
).join(', ')}`;

async function fingerprint(): Promise<unknown> {
  const [row] = await t.db.query(FINGERPRINT);
  return row;
}

function expectErrorMap(response: { statusCode: number; json(): unknown }, label: string) {
  expect({ label, status: response.statusCode }).toEqual({ label, status: expect.any(Number) });
  if (response.statusCode < 400 || response.statusCode >= 500) {
    throw new Error(`${label}: answered ${response.statusCode}`);
  }
  const body = response.json() as { errors: Record<string, unknown> };
  expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  for (const list of Object.values(body.errors)) {
    expect(Array.isArray(list)).toBe(true);
    for (const message of list as unknown[]) expect(typeof message).toBe('string');
  }
}

let lastState: unknown;

/**
 * Sends the request; a refusal must be a 4xx error map that left the database as it was after
 * the previous request.
 */
async function send(options: InjectOptions, label: string) {
  lastState ??= await fingerprint();
  const response = await t.app.inject(options);
  const state = await fingerprint();
  if (response.statusCode >= 300 && response.statusCode !== 302) {
    expectErrorMap(response, label);
    expect({ label, state }).toEqual({ label, state: lastState });
  }
  lastState = state;
  return response;
}

async function headersFor(endsSession: boolean | undefined, withToken: boolean) {
  if (!withToken) return {};
  if (!endsSession) return bearer(token);
  const fresh = bearer(await loginAs(t.app, PLAYER));
  lastState = await fingerprint();
  return fresh;
}

describe('bad input never causes a 5xx and is never stored', () => {
  it('answers odd JSON bodies on every call with a 4xx error map or a success', async () => {
    for (const [method, url, endsSession] of BODY_ROUTES) {
      for (const payload of JSON_BODIES) {
        for (const withToken of [true, false]) {
          await send(
            {
              method,
              url,
              headers: {
                ...(await headersFor(!!endsSession, withToken)),
                'content-type': 'application/json',
              },
              payload: JSON.stringify(payload),
            },
            `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}`,
          );
        }
      }
    }
  }, 120_000);

  it('answers malformed, unsupported and oversized bodies with a 4xx error map', async () => {
    for (const [method, url, endsSession] of BODY_ROUTES) {
      for (const [contentType, payload] of RAW_BODIES) {
        await send(
          {
            method,
            url,
            headers: { ...(await headersFor(!!endsSession, true)), 'content-type': contentType },
            payload,
          },
          `${method} ${url} ${contentType}`,
        );
      }
    }
  });

  it('answers odd tokens and query strings with a 4xx error map', async () => {
    for (const headers of [...AUTH_HEADERS, bearer(token)]) {
      for (const url of GET_URLS) {
        await send({ method: 'GET', url, headers }, `GET ${url}`);
      }
    }
    for (const headers of AUTH_HEADERS) {
      expectErrorMap(
        await send({ method: 'GET', url: '/users/current', headers }, 'token'),
        'token',
      );
    }
  });

  it('answers unknown routes and methods with a 404 error map', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['PUT', '/auth'],
      ['GET', '/dev/wallet/credit'],
      ['DELETE', '/users/current'],
      ['GET', '/avatars/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expectErrorMap(response, url);
    }
  });
});

/** Every route the app serves, read from Fastify's route tree, as [method, path]. */
function servedRoutes(): Array<[Method, string]> {
  const routes: Array<[Method, string]> = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    parents.length = depth;
    const path = `${parents.join('')}${match[2]}`;
    parents.push(match[2]);
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push([method as Method, path]);
    }
  }
  return routes;
}

const PARAMS: Record<string, string> = {
  ':file': '..%2F..%2Fpackage.json',
  ':code': '%00',
  ':verification_token': 'x'.repeat(300),
};

/** Path ids and tokens that only look like one, or hide a NUL or a traversal. */
const PATH_VALUES = [
  'Infinity',
  '-Infinity',
  '1e400',
  'NaN',
  '-1',
  '0',
  '1.5',
  '9'.repeat(30),
  '%00',
  'x%00y',
  '1%00',
  '%C0%AE%C0%AE',
  '%E2%80%AE',
];

const DEEP = 5000;

/** Bodies that have crashed or fooled the API: deep nesting, numbers that are not money. */
const SWEEP_BODIES: Array<[string, string]> = [
  ['deep array', '['.repeat(DEEP) + ']'.repeat(DEEP)],
  ['deep object', '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP)],
  ['deep field', `{"email":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`],
  ['just deep enough', `{"email":${'['.repeat(31)}${']'.repeat(31)}}`],
  ['1e400', '{"email":"demo.au@portal.test","amount":1e400,"limit":1e400}'],
  ...['Infinity', '1e400', '0x10', '-0', 'NaN'].map((amount): [string, string] => [
    `amount ${amount}`,
    JSON.stringify({
      email: 'demo.au@portal.test',
      amount,
      set_deposit_limit: true,
      deposit_limit: { limit: amount, duration_type_id: amount },
      version: amount,
      client_id: amount,
    }),
  ]),
  [
    'year-0 dates',
    JSON.stringify({
      date: '0000-01-01',
      birth_date: '0000-02-29',
      deposit_date: '-0001-12-31',
      email: 'demo.au@portal.test',
      amount: 1000,
      deposit_request_type: 4,
    }),
  ],
  ['empty', ''],
  ['not JSON', '{"email":'],
];

/** Everything this file sends, each to every route: [name, content type, body]. */
const SWEEP_REQUESTS: Array<[string, string, string | Buffer]> = [
  ...SWEEP_BODIES.map(([name, body]): [string, string, string] => [name, 'application/json', body]),
  ...JSON_BODIES.map((body): [string, string, string] => [
    JSON.stringify(body)?.slice(0, 60) ?? 'undefined',
    'application/json',
    JSON.stringify(body) ?? '',
  ]),
  ...RAW_BODIES.map(([contentType, body]): [string, string, string | Buffer] => [
    contentType,
    contentType,
    body,
  ]),
];

/** Calls that take no input and end the player's account: swept without a token only. */
const ACCOUNT_ENDING_ROUTES = new Set(['/users/close']);

describe('bad-input sweep over every route', () => {
  // Every route times every hostile body, each with a fresh login: the sweep grows with the API,
  // so it has its own time budget rather than the suite's default (about 10,000 requests over 102
  // routes take 40 s alone and 110 s on a busy 2-core machine; the budget leaves room to grow).
  it('answers every hostile request on every route without a 5xx', async () => {
    const routes = servedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const fivexx: string[] = [];
    let requests = 0;
    for (const [method, path] of routes) {
      const url = path.replace(/:\w+/g, (param) => PARAMS[param] ?? 'x');
      for (const [name, contentType, payload] of SWEEP_REQUESTS) {
        for (const withToken of ACCOUNT_ENDING_ROUTES.has(path) ? [false] : [false, true]) {
          const headers = withToken ? bearer(await loginAs(t.app, PLAYER)) : {};
          const response = await t.app.inject({
            method,
            url:
              `${url}${url.includes('?') ? '&' : '?'}type=sms&client_id=0x10&embed=${'{'.repeat(50)}` +
              '&transaction_from=0000-01-01&transaction_to=0000-12-31&page=Infinity',
            headers: { ...headers, 'content-type': contentType },
            payload,
          });
          requests += 1;
          if (response.statusCode >= 500) {
            fivexx.push(`${method} ${path} ${name} → ${response.statusCode}`);
          }
        }
      }
    }
    console.info(
      `bad-input sweep: ${requests} requests over ${routes.length} routes, ${fivexx.length} answered 5xx`,
    );
    expect(fivexx).toEqual([]);
  }, 300_000);

  it('answers hostile path ids and tokens, and year-0 dates, on every route without a 5xx', async () => {
    const withParams = servedRoutes().filter(([, path]) => path.includes('/:'));
    expect(withParams.length).toBeGreaterThanOrEqual(5);
    const fivexx: string[] = [];
    const dates = ['0000-01-01', '-0001-12-31'];
    for (const [method, path] of withParams) {
      for (const value of PATH_VALUES) {
        for (const date of dates) {
          const response = await t.app.inject({
            method,
            url:
              path.replace(/:\w+/g, value) +
              `?transaction_from=${date}&transaction_to=${date}&from=${date}&to=${date}`,
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify({ date, birth_date: date, amount: 1000, period: '1d' }),
          });
          if (response.statusCode >= 500) {
            fivexx.push(`${method} ${path} ${value} ${date} → ${response.statusCode}`);
          }
        }
      }
    }
    expect(fivexx).toEqual([]);
  }, 120_000);

  it('refuses deep nesting with a 400 and money that only looks like a number with a 422', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(DEEP) + ']'.repeat(DEEP),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ errors: { error: ['The request body is nested too deeply.'] } });
    for (const amount of ['Infinity', '1e400', '0x10', ' 12', '+12', 1.5, true]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/dev/wallet/credit',
        payload: { email: 'demo.au@portal.test', amount },
      });
      expect({ amount, status: response.statusCode, body: response.json() }).toEqual({
        amount,
        status: 422,
        body: {
          errors: {
            amount: [
              'Amount must be a whole number of cents: a JSON integer or a string of digits',
            ],
          },
        },
      });
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/dev/wallet/credit',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"demo.au@portal.test","amount":1e400}',
    });
    expect(raw.statusCode).toBe(422);
  });
});
