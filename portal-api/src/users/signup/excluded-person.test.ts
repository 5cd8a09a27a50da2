import { BRAND_B, onBrand, PORTAL } from '../../test-support/brand-requests';
import { DAY } from '../../test-support/limit-helpers';
import { auPayload } from '../../test-support/signup-payload';
import { createTestApp, loginAs, bearer, type TestContext } from '../../test-support/test-app';

let t: TestContext;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(() => t.close());

const REFUSED = {
  status: 422,
  body: {
    errors: {
      error: [
        'We are unable to open an account for you. Please contact customer support for help.',
      ],
    },
  },
};

/** The person of these tests, as sign-up takes them. */
const PERSON = {
  first_name: 'Morgan',
  last_name: 'Exclusion',
  birth_date: '1985-06-15',
  phone: '0499 888 777',
  street_number: '40',
  street_name: 'Pitt',
  postcode: '2000',
};

async function signUp(product: string, payload: Record<string, unknown>) {
  const response = await onBrand(t, product, { method: 'POST', url: '/users', payload });
  return { status: response.statusCode, body: response.json() };
}

/** Signs the person up and applies `restriction` to their account through the API. */
async function restrictedPerson(restriction: 'close' | 'break') {
  const first = auPayload(PERSON);
  expect((await signUp(PORTAL, first)).status).toBe(201);
  const token = await loginAs(t.app, first.email, first.password);
  const url = restriction === 'close' ? '/users/close' : '/users/break';
  const applied = await t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: restriction === 'break' ? { period: '6m' } : {},
  });
  expect(applied.statusCode).toBe(200);
  return first;
}

describe('a person who is closed, self-excluded or on a break', () => {
  it.each(['close', 'break'] as const)(
    'cannot open another account after a %s, with a new e-mail or another detail in common',
    async (restriction) => {
      await restrictedPerson(restriction);
      const samePhone = auPayload({ ...PERSON, street_number: '1', postcode: '3000' });
      const sameAddress = auPayload({ ...PERSON, phone: '0400 000 001', last_name: ' exclusion ' });
      for (const payload of [samePhone, sameAddress]) {
        expect(await signUp(PORTAL, payload)).toEqual(REFUSED);
      }
      const [{ count }] = await t.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM users WHERE lower(last_name) = $1',
        ['exclusion'],
      );
      expect(count).toBe(1);
    },
  );

  it('is refused on every brand of the operator, the same e-mail included', async () => {
    const first = await restrictedPerson('close');
    expect(await signUp(BRAND_B, auPayload({ ...PERSON, email: first.email }))).toEqual(REFUSED);
  });

  it('does not stop another person, nor the same person once a break has ended', async () => {
    await restrictedPerson('break');
    const namesake = auPayload({ ...PERSON, birth_date: '1986-06-15' });
    expect((await signUp(PORTAL, namesake)).status).toBe(201);
    const stranger = auPayload({ ...PERSON, first_name: 'Riley', phone: '0400 000 002' });
    expect((await signUp(PORTAL, stranger)).status).toBe(201);
    t.clock.advance(200 * DAY);
    expect((await signUp(PORTAL, auPayload(PERSON))).status).toBe(201);
  });
});
