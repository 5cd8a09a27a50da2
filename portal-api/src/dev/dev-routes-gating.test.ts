import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../test-support/test-database';
import { TEST_PASSWORD_HASHING } from '../test-support/test-config';
import { createRecordingPublisher } from '../test-support/recording-publisher';

const DEV_CALLS = [
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/dev/client-errors' },
  {
    method: 'POST',
    url: '/dev/wallet/credit',
    payload: { email: 'demo.au@portal.test', amount: 1 },
  },
  { method: 'POST', url: '/dev/terms', payload: { version: '9.9', url: '/terms' } },
  {
    method: 'POST',
    url: '/dev/reality-check/due',
    payload: { email: 'demo.au@portal.test', in_seconds: 5 },
  },
  {
    method: 'POST',
    url: '/dev/limits/age',
    payload: { email: 'demo.au@portal.test', hours: 168 },
  },
  {
    method: 'POST',
    url: '/dev/cards',
    payload: { email: 'demo.au@portal.test', card_number: '4005550000000035' },
  },
  { method: 'GET', url: '/documentation/json' },
] as const;

async function statusesWith(env: Record<string, string>): Promise<number[]> {
  const config = { ...loadConfig(env), passwordHashing: TEST_PASSWORD_HASHING };
  const db = await openTestDb();
  const app = await buildApp({ db, config, realtime: createRecordingPublisher(config.pusher) });
  try {
    const statuses: number[] = [];
    for (const call of DEV_CALLS) statuses.push((await app.inject(call)).statusCode);
    return statuses;
  } finally {
    await app.close();
    await db.close();
  }
}

describe('/dev routes and the OpenAPI document', () => {
  it('do not exist without PORTAL_DEV_ROUTES=1', async () => {
    expect(await statusesWith({})).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(await statusesWith({ PORTAL_DEV_ROUTES: 'true' })).toEqual([
      404, 404, 404, 404, 404, 404, 404, 404,
    ]);
  });

  it('exist with PORTAL_DEV_ROUTES=1', async () => {
    expect(await statusesWith({ PORTAL_DEV_ROUTES: '1' })).toEqual([
      200, 200, 200, 201, 200, 200, 200, 200,
    ]);
  });
});
