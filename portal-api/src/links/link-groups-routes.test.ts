import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { serverTimezone: 'America/Chicago' } });
});

afterAll(() => t.close());

describe('GET /link_groups', () => {
  it('returns operator logos and footer groups sorted by order, with the server clock', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/link_groups' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-time-utc']).toBe('2026-03-01T10:00:00.000Z');
    expect(response.headers['server-timezone']).toBe('America/Chicago');
    const groups = response.json().data;
    expect(groups.map((g: { name: string; type: { id: number } }) => [g.name, g.type.id])).toEqual([
      ['Operators', 1],
      ['Help', 2],
      ['Social', 2],
      ['Downloads', 2],
      ['Legal', 2],
    ]);
    expect(groups[0]).toEqual({
      id: 1,
      name: 'Operators',
      order: 1,
      type: { id: 1, name: 'operators' },
      links: [
        {
          id: 1,
          name: 'Betting',
          url: '/betting',
          order: 1,
          images: {
            mobile: '/assets/betting-app-icon.svg',
            desktop: '/assets/betting-logo-on.svg',
          },
        },
        {
          id: 2,
          name: 'Fantasy',
          url: '/fantasy',
          order: 2,
          images: {
            mobile: '/assets/fantasy-app-icon.svg',
            desktop: '/assets/fantasy-logo-on.svg',
          },
        },
      ],
    });
    for (const group of groups) {
      const orders = group.links.map((link: { order: number }) => link.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('sorts groups and links by order, not by id, and keeps an empty group', async () => {
    await t.db.query(
      "INSERT INTO link_groups (id, type_id, name, sort_order, brand_id) VALUES (99, 2, 'First', 0, 1)",
    );
    await t.db.query('UPDATE links SET sort_order = 9 WHERE id = 6');
    const groups = (await t.app.inject({ method: 'GET', url: '/link_groups' })).json().data;
    expect(groups[0]).toMatchObject({ id: 99, name: 'First', links: [] });
    expect(groups[1]).toMatchObject({ id: 1, name: 'Operators' });
    const social = groups.find((g: { name: string }) => g.name === 'Social');
    expect(social.links.at(-1).name).toBe('Facebook');
  });
});
