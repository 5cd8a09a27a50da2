// An API instance killed in the middle of a burst of card settlements, and pages closed before
// settling: every payment the provider approved is credited once all the same, by the surviving
// instance's reconciliation job (the provider's notifications are off here, as if they were lost
// too). PostgreSQL phase only.
import { checkLedger } from '../wallet/ledger-check';
import { APPROVED_CARD } from '../test-support/deposit-helpers';
import { instancesTarget, newPlayer } from './race-target';

const PAYMENTS = 30;
const AMOUNT = 1500;

let target: Awaited<ReturnType<typeof instancesTarget>>;

beforeAll(async () => {
  target = await instancesTarget({
    RECONCILIATION_INTERVAL_MS: '300',
    RECONCILE_AFTER_SECONDS: '1',
    CARD_NOTIFY_URL: 'off',
  });
}, 120_000);

afterAll(() => target?.close());

it('credits every approved payment once after an instance is killed mid-burst', async () => {
  const player = await newPlayer(target);
  const references: string[] = [];
  for (let i = 0; i < PAYMENTS; i += 1) {
    const session = await target.call('POST', '/deposit/fatzebra/create', player.token, {
      amount: AMOUNT,
      promotion: null,
    });
    const paid = await target.call(
      'POST',
      `/sandbox/fatzebra/payments/${session.body.data.token}/card`,
      player.token,
      APPROVED_CARD,
    );
    expect(paid.body.data.status).toBe('approved');
    references.push(session.body.data.reference_number);
  }
  // The pages of half the payments settle them (during the crash); the other half closed first.
  const burst = Promise.allSettled(
    references
      .slice(0, PAYMENTS / 2)
      .map((reference_number) =>
        target.call('POST', '/deposit/fatzebra', player.token, { reference_number }),
      ),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  await target.instances[0].crash();
  await burst;
  expect(target.instances[1].running()).toBe(true);

  const approved = async () => {
    const [{ count }] = await target.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM deposits WHERE user_id = $1 AND status_id = 3`,
      [player.id],
    );
    return count;
  };
  const deadline = Date.now() + 30_000;
  while ((await approved()) < PAYMENTS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await approved()).toBe(PAYMENTS);
  const [{ sum, entries }] = await target.db.query<{ sum: number; entries: number }>(
    `SELECT COALESCE(sum(amount), 0)::bigint AS sum, count(*)::int AS entries
     FROM wallet_ledger_entries WHERE user_id = $1 AND category_id = 1`,
    [player.id],
  );
  expect({ sum, entries }).toEqual({ sum: PAYMENTS * AMOUNT, entries: PAYMENTS });
  expect((await checkLedger(target.db)).mismatches).toEqual([]);
}, 90_000);
