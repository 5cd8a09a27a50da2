// Stakes raced on production's topology: two API processes on one PostgreSQL database behind a
// round-robin proxy (the PostgreSQL phase of `npm test` only). Each race asserts its invariant
// whatever order the stakes were decided in.
import { messages, type StakeReply } from '@portal/contract';
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-db';
import { startApiInstances, type ApiInstances } from '../test-support/api-instances';
import { AU } from '../test-support/deposit-helpers';
import { platformHeaders } from '../test-support/wallet-api-helpers';

const PARALLEL = 10;
const STAKE = 3_000;
/** Room under the spending limit for three stakes, not four. */
const ROOM = 10_000;

let instances: ApiInstances;
let db: Db;
let userId: number;

beforeAll(async () => {
  instances = await startApiInstances(2);
  db = openPostgresDb(instances.databaseUrl);
  [{ id: userId }] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [AU]);
}, 120_000);

afterAll(async () => {
  await db.close();
  await instances.stop();
});

async function postStake(reference: string) {
  const body = JSON.stringify({
    player_id: userId,
    reference,
    amount: STAKE,
    description: 'Race day',
    meta: { event: 'Race 1', selection: 'Number 4' },
  });
  const response = await fetch(`${instances.proxy.url}/wallet/v1/stakes`, {
    method: 'POST',
    headers: platformHeaders(body, new Date()),
    body,
  });
  return { status: response.status, body: (await response.json()) as StakeReply };
}

/** What the player bet over the last day, in cents: what a daily spending limit counts. */
async function betToday(): Promise<number> {
  const [{ sum }] = await db.query<{ sum: number }>(
    `SELECT COALESCE(-sum(amount), 0)::bigint AS sum FROM wallet_ledger_entries
     WHERE user_id = $1 AND category_id = 3 AND created_at > now() - interval '1 day'`,
    [userId],
  );
  return sum;
}

const race = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => make(i)));

describe('stakes raced on two API instances', () => {
  it('never lets concurrent stakes together pass the spending limit', async () => {
    const limit = (await betToday()) + ROOM;
    await db.query(
      `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
       VALUES ($1, 2, 1, $2, now() - interval '1 minute')`,
      [userId, limit],
    );
    const answers = await race((i) => postStake(`race-limit-${i}`));
    const taken = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(taken).toHaveLength(Math.floor(ROOM / STAKE));
    expect(refused.map((answer) => [answer.status, answer.body])).toEqual(
      refused.map(() => [422, { errors: { amount: [messages.walletApi.spendingLimitReached] } }]),
    );
    expect(await betToday()).toBeLessThanOrEqual(limit);
  }, 60_000);

  it('records one stake when the same call arrives many times at once', async () => {
    await db.query('DELETE FROM user_limits WHERE user_id = $1 AND type_id = 2', [userId]);
    const before = await betToday();
    const answers = await race(() => postStake('race-replay'));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(PARALLEL - 1).fill(200),
      201,
    ]);
    expect(new Set(answers.map((answer) => answer.body.data.ledger_entry_id)).size).toBe(1);
    expect(await betToday()).toBe(before + STAKE);
  }, 60_000);
});
