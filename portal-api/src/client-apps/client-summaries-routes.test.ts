import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function summaries(token: string | undefined, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/users/client_summaries${query}`,
    headers: token ? bearer(token) : {},
  });
}

describe('GET /users/client_summaries', () => {
  it('returns the caller’s counters and bonuses keyed by client id', async () => {
    const response = await summaries(await loginAs(t.app, 'demo.au@portal.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        '1': { active_bet_count: 3, bonuses: { cash: 1000 } },
        '2': { active_contest_count: 2, bonuses: { cash: 500, ticket: 2 } },
      },
    });
  });

  it('fills zeros for a player without any, and narrows to one client', async () => {
    const token = await loginAs(t.app, 'demo.au.unverified@portal.test');
    expect((await summaries(token)).json().data).toEqual({
      '1': { active_bet_count: 0, bonuses: { cash: 0 } },
      '2': { active_contest_count: 0, bonuses: { cash: 0, ticket: 0 } },
    });
    expect((await summaries(token, '?client_id=2')).json().data).toEqual({
      '2': { active_contest_count: 0, bonuses: { cash: 0, ticket: 0 } },
    });
  });

  it('shows each player only their own values', async () => {
    const us = (await summaries(await loginAs(t.app, 'demo.us@portal.test'))).json().data;
    expect(us['1'].active_bet_count).toBe(1);
    expect(us['2'].bonuses).toEqual({ cash: 0, ticket: 1 });
  });

  it('refuses an unknown client and a missing token', async () => {
    const token = await loginAs(t.app, 'demo.au@portal.test');
    for (const query of ['?client_id=3', '?client_id=abc']) {
      const response = await summaries(token, query);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['client_id']);
    }
    expect((await summaries(undefined)).statusCode).toBe(401);
  });
});
