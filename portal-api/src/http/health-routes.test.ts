import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};

describe('health probes', () => {
  it('says live and ready when the database answers with every migration applied', async () => {
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready while a migration this code expects is missing, and names it', async () => {
    await t.db.query(`DELETE FROM schema_migrations WHERE name = '022_deposit_returns.sql'`);
    const ready = await get('/health/ready');
    expect(ready).toEqual({
      status: 503,
      body: { errors: { error: ['Database migrations not applied: 022_deposit_returns.sql'] } },
    });
    expect((await get('/health/live')).status).toBe(200);
  });
});
