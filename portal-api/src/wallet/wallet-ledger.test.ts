import type { Db } from '../db/db';
import { openTestDb } from '../test-support/test-database';
import { userIdOf } from '../test-support/test-app';
import { checkLedger, describeLedgerCheck } from './ledger-check';
import { LEDGER_CATEGORY, postLedgerEntry, type LedgerEntry } from './wallet-ledger';

const AU = 'demo.au@portal.test';
const now = new Date('2026-03-01T10:00:00Z');

let db: Db;
let userId: number;

beforeAll(async () => {
  db = await openTestDb();
  userId = await userIdOf(db, AU);
});

afterAll(() => db.close());

function entry(idempotencyKey: string, amount = 700): LedgerEntry {
  return {
    userId,
    amount,
    categoryId: LEDGER_CATEGORY.deposits,
    description: 'Test deposit',
    idempotencyKey,
  };
}

function post(e: LedgerEntry) {
  return db.transaction((tx) => postLedgerEntry(tx, e, now));
}

async function balance(): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    'SELECT balance FROM wallets WHERE user_id = $1',
    [userId],
  );
  return row.balance;
}

async function entryCount(): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wallet_ledger_entries WHERE user_id = $1',
    [userId],
  );
  return row.n;
}

describe('the ledger is history', () => {
  it('refuses to change or remove a recorded movement', async () => {
    const before = await db.query('SELECT * FROM wallet_ledger_entries ORDER BY id');
    expect(before.length).toBeGreaterThan(0);
    await expect(db.query('UPDATE wallet_ledger_entries SET amount = amount * 2')).rejects.toThrow(
      /history: UPDATE is not allowed/,
    );
    await expect(db.query('DELETE FROM wallet_ledger_entries')).rejects.toThrow(
      /history: DELETE is not allowed/,
    );
    await expect(db.exec('TRUNCATE wallet_ledger_entries CASCADE')).rejects.toThrow(
      /history: TRUNCATE is not allowed/,
    );
    expect(await db.query('SELECT * FROM wallet_ledger_entries ORDER BY id')).toEqual(before);
  });

  it('never lets deleting a player reach the ledger', async () => {
    const entries = await entryCount();
    await expect(db.query('DELETE FROM users WHERE id = $1', [userId])).rejects.toThrow(
      /foreign key/,
    );
    await expect(db.query('DELETE FROM wallets WHERE user_id = $1', [userId])).rejects.toThrow(
      /foreign key/,
    );
    expect(await entryCount()).toBe(entries);
  });

  it('requires a unique idempotency key on every movement', async () => {
    const insert = (key: string | null) =>
      db.query(
        `INSERT INTO wallet_ledger_entries
           (user_id, category_id, amount, balance_after, description, idempotency_key)
         VALUES ($1, 1, 1, 1, 'raw', $2)`,
        [userId, key],
      );
    await expect(insert(null)).rejects.toThrow(/null value/);
    const [{ idempotency_key }] = await db.query<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM wallet_ledger_entries LIMIT 1',
    );
    await expect(insert(idempotency_key)).rejects.toThrow(/duplicate key/);
  });
});

describe('postLedgerEntry', () => {
  it('moves money once per idempotency key and returns the original movement', async () => {
    const start = await balance();
    const first = await post(entry('test:deposit-1'));
    expect(first).toMatchObject({
      status: 'posted',
      entry: { amount: 700, balance_after: start + 700, idempotency_key: 'test:deposit-1' },
      wallet: { balance: start + 700 },
    });
    const again = await post(entry('test:deposit-1'));
    expect(again).toEqual({ ...first, status: 'replayed' });
    expect(await balance()).toBe(start + 700);
  });

  it('moves money once when the same movement arrives many times at once', async () => {
    const start = await balance();
    const entries = await entryCount();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(entry('test:callback-42', 1_000))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      'posted',
      'replayed',
      'replayed',
      'replayed',
      'replayed',
      'replayed',
    ]);
    expect(await balance()).toBe(start + 1_000);
    expect(await entryCount()).toBe(entries + 1);
  });

  it('refuses a key that already names another movement', async () => {
    await post(entry('test:deposit-2', 300));
    const start = await balance();
    expect(await post(entry('test:deposit-2', 301))).toEqual({ status: 'key-conflict' });
    expect(await balance()).toBe(start);
  });

  it('records nothing when the balance would go below zero', async () => {
    const entries = await entryCount();
    expect(await post(entry('test:too-much', -1e10))).toEqual({ status: 'insufficient' });
    expect(await entryCount()).toBe(entries);
  });
});

describe('the ledger check', () => {
  it('proves every balance equals its ledger sum, and names a wallet that does not', async () => {
    const passed = await checkLedger(db);
    expect(passed).toEqual({ wallets: 4, mismatches: [] });
    expect(describeLedgerCheck(passed)).toBe(
      'Ledger check passed: the balance of each of 4 wallets equals its ledger sum.',
    );

    await db.query(
      'UPDATE wallets SET balance = balance + 5, available_balance = available_balance + 5 WHERE user_id = $1',
      [userId],
    );
    const failed = await checkLedger(db);
    const sum = (await balance()) - 5;
    expect(failed).toEqual({
      wallets: 4,
      mismatches: [{ user_id: userId, balance: sum + 5, ledger_sum: sum }],
    });
    expect(describeLedgerCheck(failed)).toBe(
      `Ledger check FAILED: 1 of 4 wallets differ from their ledger.\n` +
        `  user ${userId}: balance ${sum + 5} cents, ledger sum ${sum} cents`,
    );
  });
});
