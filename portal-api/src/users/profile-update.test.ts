import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const UNVERIFIED = 'demo.au.unverified@portal.test';
const US = 'demo.us@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function update(token: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/users/current',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

async function row(email: string) {
  const [user] = await t.db.query<Record<string, unknown>>(
    'SELECT * FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return user;
}

describe('POST /users/current (profile)', () => {
  it('changes the sent fields of the caller only and answers with the updated user', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const auBefore = await row(AU);
    const response = await update(token, {
      phone: '0400 111 222',
      unit_number: '7',
      street_number: '21',
      street_name: 'Flinders',
      street_type: 'Lane',
      city: 'Melbourne',
      state: 'vic',
      postcode: '3000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['session-time']).toBe('0');
    expect(response.json().data).toMatchObject({
      email: UNVERIFIED,
      phone: '0400111222',
      unit_number: '7',
      street_number: '21',
      street_name: 'Flinders',
      street_type: 'Lane',
      state: 'VIC',
      first_name: 'Sam',
    });
    expect(response.json().meta.locale.available_limits).toHaveLength(2);
    expect(await row(AU)).toEqual(auBefore);
  });

  it('changes an unverified email and keeps it unverified', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const response = await update(token, { email: 'sam.new@portal.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'sam.new@portal.test',
      email_verified: false,
    });
    await update(token, { email: UNVERIFIED });
  });

  it('keeps a verified email and phone', async () => {
    const token = await loginAs(t.app, AU);
    const response = await update(token, { email: 'other@portal.test', phone: '0499999999' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Your email address is verified and cannot be changed'],
      phone: ['Your mobile number is verified and cannot be changed'],
    });
    expect((await row(AU)).email).toBe(AU);
  });

  it('refuses changes to read-only fields but accepts them unchanged', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const refused = await update(token, {
      first_name: 'Samuel',
      last_name: 'N',
      name: 'someone_else',
      birth_date: '2000-01-01',
      country: 'NZ',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      first_name: ['First Name cannot be changed'],
      last_name: ['Last Name cannot be changed'],
      name: ['Username cannot be changed'],
      birth_date: ['Date of Birth cannot be changed'],
      country: ['Country cannot be changed'],
    });
    const same = await update(token, { first_name: 'Sam', country: 'AU', city: 'Melbourne' });
    expect(same.statusCode).toBe(200);
  });

  it('ignores fields a player may not set, such as verification and balance', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const response = await update(token, {
      id_verified: true,
      email_verified: true,
      balance: 99999999,
      status_id: 1,
      id: await userIdOf(t.db, AU),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id_verified: false,
      email_verified: false,
      balance: 0,
    });
  });

  it('checks the sent fields with the sign-up rules and stores nothing on error', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const before = await row(UNVERIFIED);
    const response = await update(token, {
      email: 'nope',
      phone: '123',
      street_name: '',
      postcode: '30000',
      state: 'ZZ',
      city: "Robert'); DROP TABLE users;--",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Must be a valid email address'],
      phone: ['Mobile Number must be at least 9 characters'],
      street_name: ['Street Name is required'],
      postcode: ['Postcode must be 4 digits'],
      state: ['Please select a valid state'],
      city: ['City contains characters that are not allowed'],
    });
    expect(await row(UNVERIFIED)).toEqual(before);
  });

  it('refuses an email that belongs to another player', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const response = await update(token, { email: 'DEMO.AU@portal.test' });
    expect(response.json().errors).toEqual({ email: ['This email address is already registered'] });
  });

  it('applies the US phone rule to US players', async () => {
    await t.db.query('UPDATE users SET phone_verified = false WHERE email = $1', [US]);
    const token = await loginAs(t.app, US);
    expect((await update(token, { phone: '04123456789' })).json().errors).toEqual({
      phone: ['Phone number must be 10 digits'],
    });
    expect((await update(token, { postcode: '5030' })).json().errors).toEqual({
      postcode: ['Zip Code must be 5 digits'],
    });
  });

  it('needs a valid token', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const response = await update(token, { city: 'Nowhere' });
      expect(response.statusCode).toBe(401);
      expect(response.json().meta.token_status.id).toBe(3);
    }
  });

  it('refuses a body that is not an object', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/current',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(422);
  });
});
