import { SYDNEY_ADDRESS } from '@portal/contract/testing';
import { auPayload } from '../../test-support/signup-payload';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test-support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function signUp(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/users',
    payload,
    headers: { 'registration-source': 'Website', ...headers },
  });
}

async function stored(email: string) {
  const [row] = await t.db.query<Record<string, unknown>>(
    `SELECT u.*, (SELECT json_agg(json_build_object('type', type_id, 'duration', duration_id,
              'amount', amount)) FROM user_limits WHERE user_id = u.id) AS limits
     FROM users u WHERE email = $1`,
    [email],
  );
  return row;
}

async function errorsOf(payload: object) {
  const response = await signUp(payload);
  expect(response.statusCode).toBe(422);
  return response.json().errors as Record<string, string[]>;
}

describe('GET /users/register', () => {
  it('lists the limits a new player may set, with their durations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/users/register' });
    expect(response.statusCode).toBe(200);
    const { available_limits } = response.json().data;
    expect(available_limits[0]).toEqual({
      id: 1,
      name: 'Deposit',
      has_amount: true,
      unit: 'cents',
      durations: [
        { id: 1, name: 'Daily' },
        { id: 2, name: 'Weekly' },
        { id: 3, name: 'Fortnightly' },
        { id: 4, name: 'Monthly' },
      ],
      loosening_wait_hours: 168,
      confirm_within_hours: 168,
    });
  });
});

describe('POST /users', () => {
  it('creates the account with every field of the payload, and the player can log in', async () => {
    const payload = auPayload();
    const response = await signUp(payload);
    expect(response.statusCode).toBe(201);
    const { status, data } = response.json();
    expect(status).toBe('success');
    expect(data).toMatchObject({
      name: payload.name,
      email: payload.email,
      first_name: 'Casey',
      last_name: "O'Brien",
      birth_date: '1990-01-31',
      phone: '0412345678',
      calling_code: '61',
      country: 'AU',
      ...SYDNEY_ADDRESS,
      unit_number: null,
      balance: 0,
      email_verified: false,
      phone_verified: false,
      id_verified: false,
      status: { id: 1, name: 'active' },
      accepted_terms_version: '1.0',
      pin: expect.stringMatching(/^\d{4}$/),
    });
    expect(data).not.toHaveProperty('password_hash');

    const row = await stored(payload.email);
    expect(row).toMatchObject({
      invite_code: 'WELCOME',
      affiliate_token: 'aff-123',
      opted_in: true,
      enable_2fa: false,
      registration_source: 'Website',
      limits: [{ type: 1, duration: 2, amount: 5000 }],
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const token = await loginAs(t.app, payload.email, payload.password);
    const current = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(token),
    });
    expect(current.json().data.id).toBe(data.id);
  });

  it('stores a given invite code, no limit when none is chosen, and opted_out as its inverse', async () => {
    const payload = auPayload({
      invite_code: 'spring-24',
      set_deposit_limit: false,
      deposit_limit: undefined,
      opted_in: undefined,
      opted_out: true,
      affiliate_token: undefined,
    });
    expect((await signUp(payload)).statusCode).toBe(201);
    expect(await stored(payload.email)).toMatchObject({
      invite_code: 'SPRING-24',
      opted_in: false,
      affiliate_token: null,
      limits: null,
    });
  });

  it('takes the limit as a JSON integer of cents or a strict decimal string', async () => {
    const payload = auPayload({ deposit_limit: { limit: 1015, duration_type_id: '4' } });
    expect((await signUp(payload)).statusCode).toBe(201);
    expect((await stored(payload.email)).limits).toEqual([{ type: 1, duration: 4, amount: 1015 }]);
    const text = auPayload({ deposit_limit: { limit: '2000', duration_type_id: 2 } });
    expect((await signUp(text)).statusCode).toBe(201);
    expect((await stored(text.email)).limits).toEqual([{ type: 1, duration: 2, amount: 2000 }]);
  });

  it('refuses amounts that only look like numbers, and fractions of a cent', async () => {
    for (const [limit, message] of [
      ['Infinity', 'Please enter a valid amount'],
      ['1e400', 'Please enter a valid amount'],
      ['0x10', 'Please enter a valid amount'],
      [' 5000 ', 'Please enter a valid amount'],
      [1014.9999999999999, 'Please enter up to two decimals'],
    ] as const) {
      const errors = await errorsOf(auPayload({ deposit_limit: { limit, duration_type_id: 2 } }));
      expect({ limit, errors }).toEqual({ limit, errors: { 'deposit_limit.limit': [message] } });
    }
  });

  it('accepts a New Zealand player in the AU/NZ region', async () => {
    const payload = auPayload({ country: 'NZ', state: 'Auckland', postcode: '1010' });
    const response = await signUp(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ country: 'NZ', calling_code: '64' });
  });

  it('names every required field with the messages of spec 1 §5', async () => {
    expect(await errorsOf({})).toEqual({
      name: ['Username is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      first_name: ['First Name is required'],
      last_name: ['Last Name is required'],
      birth_date: ['A valid date of Birth is required'],
      phone: ['Mobile Number is required'],
      country: ['Country is required'],
      street_number: ['Street Number is required'],
      street_name: ['Street Name is required'],
      street_type: ['Street Type is required'],
      city: ['City is required'],
      state: ['State is required'],
      postcode: ['Postcode is required for Australia'],
      set_deposit_limit: ['Please select whether you`d like to set a deposit limit or not'],
      accept_terms: ['You must accept the Terms and Conditions'],
    });
  });

  it('checks each rule with its own message', async () => {
    const cases: Array<[Record<string, unknown>, string, string[]]> = [
      [{ email: 'not-an-email' }, 'email', ['Must be a valid email address']],
      [{ password: 'short1A' }, 'password', ['Password must be at least 8 characters']],
      [
        { password: 'alllowercase' },
        'password',
        [
          'Password must contain at least one uppercase letter',
          'Password must contain at least one number',
        ],
      ],
      [
        { password: 'ALLUPPER123' },
        'password',
        ['Password must contain at least one lowercase letter'],
      ],
      [{ phone: '04123' }, 'phone', ['Mobile Number must be at least 9 characters']],
      [{ phone: '0412-345-678' }, 'phone', ['Mobile Number must contain digits only']],
      [{ phone: '1234567890123456' }, 'phone', ['Mobile Number may not be longer than 15 digits']],
      [{ birth_date: '1990-02-30' }, 'birth_date', ['A valid date of Birth is required']],
      [{ birth_date: '1899-12-31' }, 'birth_date', ['A valid date of Birth is required']],
      [{ birth_date: '2008-03-02' }, 'birth_date', ['You must be at least 18 years old']],
      [{ country: 'US' }, 'country', ['Please select a country we offer accounts in']],
      [{ postcode: '200' }, 'postcode', ['Postcode must be 4 digits']],
      [{ state: 'XYZ' }, 'state', ['Please select a valid state']],
      [
        { set_deposit_limit: 'maybe' },
        'set_deposit_limit',
        ['Please select whether you`d like to set a deposit limit or not'],
      ],
      [
        { deposit_limit: { limit: 499, duration_type_id: 2 } },
        'deposit_limit.limit',
        ['Min amount is $5.00'],
      ],
      [
        { deposit_limit: { limit: 1234.5, duration_type_id: 2 } },
        'deposit_limit.limit',
        ['Please enter up to two decimals'],
      ],
      [
        { deposit_limit: { limit: 'lots', duration_type_id: 2 } },
        'deposit_limit.limit',
        ['Please enter a valid amount'],
      ],
      [{ deposit_limit: { duration_type_id: 2 } }, 'deposit_limit.limit', ['Amount is required']],
      [
        { deposit_limit: { limit: 5000, duration_type_id: 9 } },
        'deposit_limit.duration_type_id',
        ['Please select a valid duration'],
      ],
      [
        { deposit_limit: { limit: 5000 } },
        'deposit_limit.duration_type_id',
        ['Please select a valid duration'],
      ],
      [{ accept_terms: false }, 'accept_terms', ['You must accept the Terms and Conditions']],
      [{ name: 'ab' }, 'name', ['Username must be between 3 and 30 characters']],
      [
        { name: 'bad name!' },
        'name',
        ['Username may only contain letters, numbers, dots and underscores'],
      ],
      [
        { first_name: 'Robert"); DROP TABLE users;--' },
        'first_name',
        ['First Name contains characters that are not allowed'],
      ],
      [
        { street_name: '<script>alert(1)</script>' },
        'street_name',
        ['Street Name contains characters that are not allowed'],
      ],
      [
        { first_name: 'x'.repeat(51) },
        'first_name',
        ['First Name may not be longer than 50 characters'],
      ],
      [
        { invite_code: 'WEL COME' },
        'invite_code',
        ['Welcome code may only contain letters, numbers, dashes and underscores'],
      ],
      [{ affiliate_token: 'a b' }, 'affiliate_token', ['Affiliate token is invalid']],
      [{ street_name: '', isManualAddress: false }, 'address', ['Address is required']],
      [{ opted_in: 'perhaps' }, 'opted_in', ['Opted in must be true or false']],
      [{ first_name: 42 }, 'first_name', ['First Name contains characters that are not allowed']],
      [{ last_name: ['a'] }, 'last_name', ['Last Name must be text']],
    ];
    for (const [change, field, expected] of cases) {
      const errors = await errorsOf(auPayload(change));
      expect({ change, messages: errors[field] }).toEqual({ change, messages: expected });
    }
  });

  it('refuses a taken email or username, in any case', async () => {
    const payload = auPayload();
    expect((await signUp(payload)).statusCode).toBe(201);
    expect(
      await errorsOf({
        ...auPayload(),
        email: payload.email.toUpperCase(),
        name: payload.name.toUpperCase(),
      }),
    ).toEqual({
      email: ['This email address is already registered'],
      name: ['This username is already taken'],
    });
    expect((await errorsOf({ ...auPayload(), email: 'demo.au@portal.test' })).email).toEqual([
      'This email address is already registered',
    ]);
  });

  it('creates one account when the same sign-up arrives twice at once', async () => {
    const payload = auPayload();
    const results = await Promise.all([signUp(payload), signUp(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.db.query('SELECT id FROM users WHERE email = $1', [payload.email]);
    expect(rows).toHaveLength(1);
  });

  it('checks the Registration-Source header', async () => {
    const response = await signUp(auPayload(), { 'registration-source': 'Fax' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      error: ['Registration-Source must be Website, iOS or Android'],
    });
  });

  it('stores nothing when anything is wrong', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM users');
    await signUp(auPayload({ postcode: 'abcd' }));
    await signUp(auPayload({ password: 'weak' }));
    expect(await t.db.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });
});

describe('POST /users in the US region', () => {
  let us: TestContext;

  beforeAll(async () => {
    us = await createTestApp({ config: { region: 'US', usState: 'IA' } });
  });

  afterAll(() => us.close());

  function usPayload(overrides: Record<string, unknown> = {}) {
    const rest: Record<string, unknown> = auPayload();
    delete rest.set_deposit_limit;
    delete rest.deposit_limit;
    return {
      ...rest,
      phone: '515 555 0199',
      country: 'US',
      street_number: '400',
      street_name: 'Locust',
      city: 'Des Moines',
      state: 'IA',
      postcode: '50309',
      ssn: '6789',
      ...overrides,
    };
  }

  async function usErrors(payload: object) {
    const response = await us.app.inject({ method: 'POST', url: '/users', payload });
    expect(response.statusCode).toBe(422);
    return response.json().errors;
  }

  it('creates a US account with the last 4 SSN digits and no deposit-limit choice', async () => {
    const payload = usPayload();
    const response = await us.app.inject({ method: 'POST', url: '/users', payload });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      country: 'US',
      phone: '5155550199',
      calling_code: '1',
      ssn_last_4: '6789',
      state: 'IA',
    });
  });

  it('needs 21 years, a 10-digit phone, a ZIP code and the SSN digits', async () => {
    expect((await usErrors(usPayload({ birth_date: '2005-03-02' }))).birth_date).toEqual([
      'You must be at least 21 years old',
    ]);
    expect((await usErrors(usPayload({ phone: '515555019' }))).phone).toEqual([
      'Phone number must be 10 digits',
    ]);
    expect((await usErrors(usPayload({ postcode: '' }))).postcode).toEqual([
      'Zip Code is required',
    ]);
    expect((await usErrors(usPayload({ postcode: '5030' }))).postcode).toEqual([
      'Zip Code must be 5 digits',
    ]);
    expect((await usErrors(usPayload({ ssn: '' }))).ssn).toEqual([
      'Last 4 digits of SSN are required',
    ]);
    expect((await usErrors(usPayload({ ssn: '12a4' }))).ssn).toEqual([
      'SSN must contain digits only',
    ]);
    expect((await usErrors(usPayload({ ssn: '12345' }))).ssn).toEqual([
      'SSN must be exactly 4 digits',
    ]);
    expect((await usErrors(usPayload({ country: 'AU' }))).country).toEqual([
      'Please select a country we offer accounts in',
    ]);
    expect((await usErrors(usPayload({ phone: '' }))).phone).toEqual(['Phone number is required']);
  });

  it('takes an address only in the state the portal serves, and changes nothing otherwise', async () => {
    const email = 'texan@portal.test';
    const payload = usPayload({ email, state: 'TX', city: 'Austin', postcode: '73301' });
    expect((await usErrors(payload)).state).toEqual([
      'We can only open accounts for players with an address in Iowa.',
    ]);
    const [found] = await us.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(found).toBeUndefined();
  });

  it('accepts a player who turned 21 today', async () => {
    const response = await us.app.inject({
      method: 'POST',
      url: '/users',
      payload: usPayload({ birth_date: '2005-03-01' }),
    });
    expect(response.statusCode).toBe(201);
  });
});
