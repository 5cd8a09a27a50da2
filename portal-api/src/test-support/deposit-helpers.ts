import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { AppContext } from '../app-context';
import { createIntegrations } from '../integrations/integrations';
import { Outbox } from '../integrations/outbox';
import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestAppOptions,
  type TestContext,
} from './test-app';

export const AU = 'demo.au@portal.test';
export const UNVERIFIED = 'demo.au.unverified@portal.test';
export const US = 'demo.us@portal.test';

/** What the player types into the sandbox card form for a card the provider approves. */
export const APPROVED_CARD = {
  card_holder: 'Alex Walker',
  expiry_month: 12,
  expiry_year: 2030,
  cvv: '123',
  card_number: '4005550000000001',
};

/** A JSON call with the player's bearer token. */
export function callAs(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), payload });
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [wallet] = await db.query<{ balance: number }>(
    'SELECT balance FROM wallets WHERE user_id = $1',
    [userId],
  );
  return wallet.balance;
}

/** The ledger entries the deposit calls made for the player (the seeded history left out). */
export function depositEntries(db: Db, userId: number) {
  return db.query<{ amount: number; idempotency_key: string }>(
    `SELECT amount, idempotency_key FROM wallet_ledger_entries
     WHERE user_id = $1 AND category_id = 1 AND idempotency_key LIKE 'deposit:%' ORDER BY id`,
    [userId],
  );
}

/** A deposit limit of `amount` cents a day, in force now. */
export async function setDailyDepositLimit(db: Db, userId: number, amount: number, now: Date) {
  await db.query(
    `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
     VALUES ($1, 1, 1, $2, $3)`,
    [userId, amount, now],
  );
}

/** What the provider notifications (PayID transfers, paid cash codes) need of the app context. */
export function providerContext(t: TestContext): AppContext {
  const { db, clock, realtime, config } = t;
  const integrations = createIntegrations(
    config.integrations,
    new Outbox(db, clock, { info: () => undefined }),
    db,
    config.apiPublicUrl,
  );
  const log = t.app.log;
  return { db, clock, realtime, config, integrations, log } as Partial<AppContext> as AppContext;
}

export interface DepositSession {
  t: TestContext;
  call: ReturnType<typeof callAs>;
  userId: number;
}

/** A fresh test app (with `options`) with the player signed in. */
export async function depositSession(
  email: string,
  options?: TestAppOptions,
): Promise<DepositSession> {
  const t = await createTestApp(options);
  return {
    t,
    call: callAs(t.app, await loginAs(t.app, email)),
    userId: await userIdOf(t.db, email),
  };
}
