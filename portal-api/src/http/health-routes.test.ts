import { createRecordingPublisher } from '../test-support/recording-publisher';
import { testConfig } from '../test-support/test-config';
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

  it('is not ready while the realtime server does not answer, and says where it looked', async () => {
    const realtime = {
      ...createRecordingPublisher(testConfig().pusher),
      reachable: async () => false,
    };
    const down = await createTestApp({
      realtime,
      config: { pusher: { ...testConfig().pusher, host: 'realtime.internal', port: 6101 } },
    });
    try {
      await down.db.query(`DELETE FROM schema_migrations WHERE name = '022_deposit_returns.sql'`);
      const ready = await down.app.inject({ url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        errors: {
          error: [
            'Database migrations not applied: 022_deposit_returns.sql',
            'Realtime server not reachable at realtime.internal:6101',
          ],
        },
      });
      expect((await down.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('names the database when it does not answer', async () => {
    const query = t.db.query.bind(t.db);
    t.db.query = async () => {
      throw new Error('connection refused');
    };
    const ready = await get('/health/ready');
    t.db.query = query;
    expect(ready).toEqual({ status: 503, body: { errors: { error: ['Database not reachable'] } } });
  });
});
