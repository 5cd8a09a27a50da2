import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPgliteDb } from '../db/pglite-db';
import type { RealtimePublisher } from '../realtime/realtime-publisher';
import { DEMO_PASSWORD } from '../seed/demo-players';
import { seedDemoPlayers } from '../seed/seed-demo-players';
import { createRecordingPublisher, type RecordingPublisher } from './recording-publisher';
import { createTestClock, type TestClock } from './test-clock';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: AppConfig;
  /** The publisher the app uses: the recorder unless one was passed in. */
  realtime: RealtimePublisher;
  published: RecordingPublisher['published'];
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  realtime?: RealtimePublisher;
}

/** The API on a migrated, seeded in-memory PGlite with a test clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const config: AppConfig = { ...loadConfig({}), devRoutes: true, ...options.config };
  const clock = createTestClock();
  const db = await openPgliteDb();
  await migrate(db);
  await seedDemoPlayers(db, clock());
  const recorder = createRecordingPublisher(config.pusher);
  const realtime = options.realtime ?? recorder;
  const app = await buildApp({ db, config, clock, realtime });
  return {
    app,
    db,
    clock,
    config,
    realtime,
    published: recorder.published,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export async function loginAs(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth',
    payload: { email, password: DEMO_PASSWORD, recaptcha_token: 'test', platform: 'web' },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return row.id;
}
