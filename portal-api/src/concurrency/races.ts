// The rules that protect a player or money, raced: many requests at once for one player, as a
// player (or an attacker) with several tabs, scripts or instances behind a load balancer sends
// them. Each race asserts the invariant itself, whatever order the requests were decided in: no
// deposit limit exceeded in any period, no session or deposit that a restriction forbids, no
// self-exclusion shortened, the ledger balanced and no balance below zero.
import { readdir } from 'node:fs/promises';
import { APPROVED_CARD } from '../test-support/deposit-helpers';
import path from 'node:path';
import { multipart } from '../test-support/multipart';
import { checkLedger } from '../wallet/ledger-check';
import { newPlayer, type Answer, type RacePlayer, type RaceTarget } from './race-target';

const LIMIT = 10_000;
const PARALLEL = 10;

const times = <T>(count: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => make(i)));

/** A deposit limit of $100 a day, in force now. */
async function dailyLimit(target: RaceTarget, player: RacePlayer): Promise<void> {
  await target.db.query(
    `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
     VALUES ($1, 1, 1, $2, now() - interval '1 minute')`,
    [player.id, LIMIT],
  );
}

/** What the deposits credited the player, in cents. */
async function credited(target: RaceTarget, player: RacePlayer): Promise<number> {
  const [{ sum }] = await target.db.query<{ sum: number }>(
    `SELECT COALESCE(sum(amount), 0)::bigint AS sum FROM wallet_ledger_entries
     WHERE user_id = $1 AND category_id = 1`,
    [player.id],
  );
  return sum;
}

/** The deposits returned to the payer (marked and handed back). */
async function returned(target: RaceTarget, player: RacePlayer): Promise<number> {
  const [{ count }] = await target.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM deposits
     WHERE user_id = $1 AND return_due_at IS NOT NULL AND returned_at IS NOT NULL`,
    [player.id],
  );
  return count;
}

function expectNoServerErrors(answers: Answer[]): void {
  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
}

/** Moves the player's deposits back in time, as if `interval` had passed since they started. */
async function age(target: RaceTarget, player: RacePlayer, interval: string): Promise<void> {
  await target.db.query(
    `UPDATE deposits SET created_at = created_at - $2::interval,
                         expires_at = expires_at - $2::interval
     WHERE user_id = $1`,
    [player.id, interval],
  );
}

async function startCard(target: RaceTarget, player: RacePlayer): Promise<Answer> {
  return target.call('POST', '/deposit/fatzebra/create', player.token, {
    amount: LIMIT,
    promotion: null,
  });
}

/** The card form approves the payment at the provider; the player's page then settles it. */
async function payAndSettle(target: RaceTarget, player: RacePlayer, session: Answer['body']) {
  const paid = await target.call(
    'POST',
    `/sandbox/fatzebra/payments/${session.data.token}/card`,
    player.token,
    APPROVED_CARD,
  );
  expect(paid.body.data.status).toBe('approved');
  return target.call('POST', '/deposit/fatzebra', player.token, {
    reference_number: session.data.reference_number,
  });
}

/** Every token issued for the player is refused now. */
async function workingSessions(target: RaceTarget, tokens: string[]): Promise<number> {
  const answers = await Promise.all(
    tokens.map((token) => target.call('GET', '/users/current', token)),
  );
  return answers.filter((answer) => answer.status === 200).length;
}

const NZ_BANK = {
  account_name: 'Race Player',
  bank_name: 'ANZ Bank New Zealand',
  swift_code: 'anzb nz22',
  account_number: '01-0102-0123456-00',
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The statements stored for the player. */
async function storedStatements(target: RaceTarget, player: RacePlayer): Promise<number> {
  const files = await readdir(path.join(target.uploadsDir, 'bank-documents')).catch(() => []);
  return files.filter((file) => file.startsWith(`${player.id}-`)).length;
}

/** The races on one target, opened once for them all. */
export function describeRaces(open: () => Promise<RaceTarget>): void {
  let target: RaceTarget;

  beforeAll(async () => {
    target = await open();
  }, 120_000);

  afterAll(async () => {
    expect((await checkLedger(target.db)).mismatches).toEqual([]);
    const negative = await target.db.query(
      'SELECT user_id FROM wallets WHERE balance < 0 OR available_balance < 0',
    );
    expect(negative).toEqual([]);
    await target?.close();
  });

  it('PayID transfers arriving at once never take a day over the deposit limit', async () => {
    const player = await newPlayer(target);
    await dailyLimit(target, player);
    const { payid } = (await target.call('POST', '/deposit/zepto/register', player.token)).body
      .data;
    const answers = await times(PARALLEL, () =>
      target.call('POST', '/sandbox/zepto/transfers', player.token, { payid, amount: LIMIT }),
    );
    expectNoServerErrors(answers);
    expect(await credited(target, player)).toBe(LIMIT);
    expect(await returned(target, player)).toBe(PARALLEL - 1);
    const [{ count }] = await target.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sandbox_payid_transfers t
       JOIN sandbox_payids p ON p.payid = t.payid WHERE p.user_id = $1 AND t.status = 'returned'`,
      [player.id],
    );
    expect(count).toBe(PARALLEL - 1);
  });

  it('card deposits started at once open one within the limit, and a late one is checked again when it arrives', async () => {
    const player = await newPlayer(target);
    await dailyLimit(target, player);
    const starts = await times(PARALLEL, () => startCard(target, player));
    expectNoServerErrors(starts);
    const opened = starts.filter((answer) => answer.status === 200);
    expect(opened).toHaveLength(1);
    // The first payment's window passes unpaid, so a second may start; both are then paid.
    await age(target, player, '61 minutes');
    const second = await startCard(target, player);
    expect(second.status).toBe(200);
    const settled = await Promise.all([
      payAndSettle(target, player, opened[0].body),
      payAndSettle(target, player, second.body),
    ]);
    expectNoServerErrors(settled);
    expect(settled.map((answer) => answer.body.data.status.name).sort()).toEqual([
      'Approved',
      'Rejected',
    ]);
    expect(await credited(target, player)).toBe(LIMIT);
    expect(await returned(target, player)).toBe(1);
    const [{ refunded }] = await target.db.query<{ refunded: number }>(
      `SELECT count(*)::int AS refunded FROM sandbox_card_payments
       WHERE user_id = $1 AND status = 'refunded'`,
      [player.id],
    );
    expect(refunded).toBe(1);
  });

  it('cash codes created on different days and paid in together credit no more than the limit', async () => {
    const player = await newPlayer(target);
    await dailyLimit(target, player);
    const create = () =>
      target.call('POST', '/deposit/blueshyft/code', player.token, {
        amount: LIMIT,
        promotion: null,
      });
    const first = await create();
    expect(first.status).toBe(200);
    await age(target, player, '25 hours');
    const second = await create();
    expect(second.status).toBe(200);
    const paid = await Promise.all(
      [first, second].map((code) =>
        target.call('POST', `/sandbox/blueshyft/codes/${code.body.data.code}/redeem`, player.token),
      ),
    );
    expectNoServerErrors(paid);
    expect(await credited(target, player)).toBe(LIMIT);
    expect(await returned(target, player)).toBe(1);
  });

  /** A break racing a second tab's refresh, four logins and three card deposits; the tokens got. */
  async function breakRacingLogins(period: string) {
    const player = await newPlayer(target);
    const login = () =>
      target.call('POST', '/auth', undefined, {
        email: player.email,
        password: player.password,
        platform: 'web',
      });
    const otherTab = (await login()).body.token as string;
    const [breakTaken, refresh, ...others] = await Promise.all([
      target.call('POST', '/users/break', player.token, { period }),
      target.call('POST', '/auth/refresh', otherTab),
      ...Array.from({ length: 4 }, login),
      ...Array.from({ length: 3 }, () => startCard(target, player)),
    ]);
    expectNoServerErrors([breakTaken, refresh, ...others]);
    expect(breakTaken.status).toBe(200);
    const tokens = [refresh, ...others]
      .map((answer) => answer.body?.token)
      .filter((token): token is string => typeof token === 'string');
    const late = await target.db.query(
      `SELECT d.id FROM deposits d JOIN users u ON u.id = d.user_id
       WHERE d.user_id = $1 AND d.created_at > u.break_applied_at`,
      [player.id],
    );
    expect(late).toEqual([]);
    return { player, tokens: [player.token, otherTab, ...tokens] };
  }

  it('a long break applied while the player logs in, refreshes and deposits leaves no working session and no new deposit', async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const { tokens } = await breakRacingLogins('6m');
      expect(await workingSessions(target, tokens)).toBe(0);
    }
  });

  it('a short break applied while the player logs in leaves only sessions that may withdraw', async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const { player, tokens } = await breakRacingLogins('1d');
      const deposits = await Promise.all(
        tokens.map((token) => startCard(target, { ...player, token })),
      );
      expectNoServerErrors(deposits);
      expect(deposits.filter((answer) => answer.status === 200)).toEqual([]);
      const sessions = await Promise.all(
        tokens.map((token) => target.call('GET', '/users/current', token)),
      );
      for (const session of sessions.filter((answer) => answer.status === 200)) {
        expect(session.body.data.break_kind).toBe('short');
      }
    }
  });

  it('self-exclusions asked for at once never shorten one: the longest asked for is in force', async () => {
    const player = await newPlayer(target, 'US');
    const answers = await Promise.all([
      target.call('POST', '/users/self_exclude', player.token, { period: '1y' }),
      target.call('POST', '/users/self_exclude/lifetime', player.token),
      target.call('POST', '/users/self_exclude', player.token, { period: '5y' }),
      target.call('POST', '/users/self_exclude', player.token, { period: '1y' }),
      target.call('POST', '/users/self_exclude/lifetime', player.token),
      target.call('POST', '/users/self_exclude', player.token, { period: '1y' }),
    ]);
    expectNoServerErrors(answers);
    const [row] = await target.db.query<{ until: Date | null }>(
      'SELECT self_excluded_until AS until FROM users WHERE id = $1',
      [player.id],
    );
    const lifetimeAccepted = [answers[1], answers[4]].some((answer) => answer.status === 200);
    if (lifetimeAccepted) expect(row.until).toBeNull();
    else expect(row.until!.getTime()).toBeGreaterThan(Date.now() + 4 * 365 * 24 * 3600 * 1000);
  });

  it('a raise confirmed and kept from many tabs at once is decided once: one limit in force, one entry in the trail', async () => {
    const player = await newPlayer(target);
    await dailyLimit(target, player);
    const [{ id }] = await target.db.query<{ id: number }>(
      `INSERT INTO user_limit_requests
         (user_id, type_id, duration_id, amount, created_at, activate_at, confirm_by)
       VALUES ($1, 1, 1, $2, now() - interval '8 days', now() - interval '1 day',
               now() + interval '6 days')
       RETURNING id`,
      [player.id, 2 * LIMIT],
    );
    const answers = await times(2 * PARALLEL, (i) =>
      i % 2
        ? target.call('POST', `/limits/requests/${id}/confirm`, player.token)
        : target.call('DELETE', `/limits/requests/${id}`, player.token),
    );
    expectNoServerErrors(answers);
    const decided = answers.filter((answer) => answer.status === 200);
    expect(decided).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(2 * PARALLEL - 1);
    const inForce = await target.db.query<{ amount: number }>(
      `SELECT amount FROM user_limits
       WHERE user_id = $1 AND type_id = 1 AND duration_id = 1 AND end_date IS NULL`,
      [player.id],
    );
    const confirmed = answers.findIndex((answer) => answer.status === 200) % 2 === 1;
    expect(inForce).toEqual([{ amount: confirmed ? 2 * LIMIT : LIMIT }]);
    const trail = await target.db.query<{ action: string }>(
      `SELECT action FROM responsible_gambling_audit WHERE user_id = $1 AND subject = 'limit'`,
      [player.id],
    );
    expect(trail).toEqual([{ action: confirmed ? 'Change confirmed' : 'Current limit kept' }]);
  });

  it('texts no more bank PINs than the hourly limit, and stores no statement of a refused request', async () => {
    const player = await newPlayer(target, 'NZ');
    const form = () =>
      multipart([
        ...Object.entries(NZ_BANK).map(([name, content]) => ({ name, content })),
        {
          name: 'document',
          filename: 'statement.pdf',
          content: PDF,
          contentType: 'application/pdf',
        },
      ]);
    const answers = await times(12, () =>
      target.call('POST', '/verification/bank', player.token, form()),
    );
    expectNoServerErrors(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect(await storedStatements(target, player)).toBe(5);
  });

  it('takes no more transfer notices than the hourly limit', async () => {
    const player = await newPlayer(target);
    const answers = await times(25, () =>
      target.call('POST', '/deposit/external/create', player.token, {
        date: '2024-01-02',
        amount: 50_000_000,
        deposit_request_type: 4,
        promotion: null,
      }),
    );
    expectNoServerErrors(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
  });

  it('counts every wrong current password at once against the password-change limit', async () => {
    const player = await newPlayer(target);
    const answers = await times(12, () =>
      target.call('POST', '/users/password', player.token, {
        password: 'Wrong-guess-1',
        new_password: 'Another1234!',
        new_confirm_password: 'Another1234!',
      }),
    );
    expectNoServerErrors(answers);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
  });

  it('a withdrawal racing the removal of its bank account is cancelled with it or refused', async () => {
    const player = await newPlayer(target);
    const credit = await target.call('POST', '/dev/wallet/credit', undefined, {
      email: player.email,
      amount: 100_000,
    });
    expect(credit.status).toBe(200);
    const [{ id }] = await target.db.query<{ id: number }>(
      `INSERT INTO user_bank_accounts (user_id, status_id, label, account_name, bank_id,
         account_number, created_at)
       VALUES ($1, 2, 'Race bank', 'Race Player', '062-000', '12345678', now()) RETURNING id`,
      [player.id],
    );
    const withdraw = () =>
      target.call('POST', '/withdraw', player.token, { amount: 2000, user_bank_account_id: id });
    const answers = await Promise.all([
      withdraw(),
      withdraw(),
      target.call('DELETE', `/users/bank/${id}`, player.token),
      withdraw(),
      withdraw(),
    ]);
    expectNoServerErrors(answers);
    const toRemoved = await target.db.query(
      `SELECT w.id FROM withdrawals w JOIN user_bank_accounts a ON a.id = w.account_id
       WHERE w.user_id = $1 AND w.type_id = 1 AND a.removed_at IS NOT NULL AND w.status_id <> 6`,
      [player.id],
    );
    expect(toRemoved).toEqual([]);
    const [wallet] = await target.db.query<{ balance: number }>(
      'SELECT balance FROM wallets WHERE user_id = $1',
      [player.id],
    );
    expect(wallet.balance).toBe(100_000);
  });
}
