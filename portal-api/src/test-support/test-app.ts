import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import type { Integrations } from '../integrations/integrations';
import type { LogOptions } from '../observability/logger-options';
import type { RealtimePublisher } from '../realtime/realtime-publisher';
import { DEMO_PASSWORD } from '../seed/demo-players';
import { createRecordingPublisher, type RecordingPublisher } from './recording-publisher';
import { createTestClock, type TestClock } from './test-clock';
import { testConfig } from './test-config';
import { openTestDb } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: AppConfig;
  /** The publisher the app uses: the recorder unless one was passed in. */
  realtime: RealtimePublisher;
  published: RecordingPublisher['published'];
  /** The players whose realtime connections the app ended. */
  ended: RecordingPublisher['ended'];
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  realtime?: RealtimePublisher;
  integrations?: Partial<Integrations>;
  /** Off unless given (tests that read the log pass a stream). */
  logger?: LogOptions;
}

/**
 * The API on a migrated, seeded in-memory PGlite with a test clock, a cheap password hash and its
 * own uploads folder.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-uploads-'));
  const config = testConfig({ uploadsDir, ...options.config });
  const clock = createTestClock();
  const db = await openTestDb();
  const recorder = createRecordingPublisher(config.pusher);
  const realtime = options.realtime ?? recorder;
  const { integrations, logger } = options;
  const app = await buildApp({ db, config, clock, realtime, integrations, logger });
  return {
    app,
    db,
    clock,
    config,
    realtime,
    published: recorder.published,
    ended: recorder.ended,
    async close() {
      await app.close();
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** POST /auth (login) with the e-mail and password, whatever the answer. */
export function postLogin(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/auth',
    payload: { email, password, recaptcha_token: 'test', platform: 'web' },
  });
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await postLogin(app, email, password);
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
