import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const UNVERIFIED = 'demo.au.unverified@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function accept(payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/users/accept_terms',
    payload,
    headers: token ? bearer(token) : {},
  });
}

/** The versions of the terms the player has accepted, oldest first. */
async function acceptedVersions(email: string) {
  const rows = await t.db.query<{ version: string }>(
    `SELECT ta.version FROM terms_acceptances ta JOIN users u ON u.id = ta.user_id
     WHERE u.email = $1 ORDER BY ta.accepted_at`,
    [email],
  );
  return rows.map((row) => row.version);
}

describe('GET /terms/current', () => {
  it('returns the version in force, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/terms/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        version: '1.0',
        url: '/terms-and-conditions',
        updated_at: '2026-01-15T00:00:00.000Z',
      },
    });
  });

  it('switches to a new version once it takes effect', async () => {
    await t.db.query(
      `INSERT INTO terms_versions (brand_id, version, url, updated_at)
       VALUES (1, '2.0', '/terms-and-conditions', $1)`,
      [new Date(t.clock().getTime() + 60_000)],
    );
    expect((await t.app.inject({ method: 'GET', url: '/terms/current' })).json().data.version).toBe(
      '1.0',
    );
    t.clock.advance(60);
    expect((await t.app.inject({ method: 'GET', url: '/terms/current' })).json().data.version).toBe(
      '2.0',
    );
  });
});

describe('POST /users/accept_terms', () => {
  it('records the current version for the caller only, who then carries it', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const { version } = (await t.app.inject({ method: 'GET', url: '/terms/current' })).json().data;
    const response = await accept({ accept_terms: true, version }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    const user = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(token),
    });
    expect(user.json().data.accepted_terms_version).toBe(version);
    expect(await acceptedVersions(UNVERIFIED)).toEqual(['1.0', version]);
    expect(await acceptedVersions(AU)).toEqual(['1.0']);
  });

  it('refuses another version, a missing acceptance and bad input', async () => {
    const token = await loginAs(t.app, AU);
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { accept_terms: true, version: '0.9' },
        {
          version: [
            'These are not the current Terms and Conditions, please reload them and try again.',
          ],
        },
      ],
      [
        { accept_terms: false, version: '2.0' },
        { accept_terms: ['You must accept the Terms and Conditions'] },
      ],
      [{}, { accept_terms: ['Accept terms is required'], version: ['Version is required'] }],
      [
        { accept_terms: 'sure', version: { v: '2.0' } },
        {
          accept_terms: ['Accept terms must be true or false'],
          version: ['Version must be a string'],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await accept(payload, token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await acceptedVersions(AU)).toEqual(['1.0']);
  });

  it('needs a valid token', async () => {
    const response = await accept({ accept_terms: true, version: '2.0' });
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.token_status.id).toBe(3);
    expect(await userIdOf(t.db, AU)).toBeGreaterThan(0);
  });
});
