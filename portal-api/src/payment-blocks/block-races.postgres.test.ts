// A block racing deposits on production's topology: two API processes on one PostgreSQL database
// behind a round-robin proxy (the PostgreSQL phase of `npm test` only). Whatever order the requests
// are decided in, no deposit through the method is recorded or credited after the block.
import { APPROVED_CARD } from '../test-support/deposit-helpers';
import {
  instancesTarget,
  newPlayer,
  type RacePlayer,
  type RaceTarget,
} from '../concurrency/race-target';

const PARALLEL = 12;
const BLOCKS = '/users/deposit_request_types/blocks';

let target: Awaited<ReturnType<typeof instancesTarget>>;

beforeAll(async () => {
  target = await instancesTarget();
}, 120_000);

afterAll(() => target.close());

const times = <T>(count: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => make(i)));

/** When the block now in force began. */
async function blockedAt(player: RacePlayer): Promise<Date> {
  const [block] = await target.db.query<{ blocked_at: Date }>(
    'SELECT blocked_at FROM payment_method_blocks WHERE user_id = $1',
    [player.id],
  );
  return block.blocked_at;
}

async function openCard(t: RaceTarget, player: RacePlayer, cardId?: number) {
  const session = await t.call('POST', '/deposit/fatzebra/create', player.token, {
    amount: 1000,
    card_id: cardId ?? null,
  });
  expect(session.status).toBe(200);
  return session.body.data;
}

/** A card saved by a first $10.00 deposit with it. */
async function savedCard(player: RacePlayer): Promise<number> {
  const session = await openCard(target, player);
  await target.call('POST', `/sandbox/fatzebra/payments/${session.token}/card`, player.token, {
    ...APPROVED_CARD,
  });
  const settled = await target.call('POST', '/deposit/fatzebra', player.token, {
    reference_number: session.reference_number,
  });
  return settled.body.data.card.id;
}

describe('blocking a payment method on two API instances', () => {
  it('records no cash code started after the block, however the requests interleave', async () => {
    const player = await newPlayer(target);
    const answers = await times(PARALLEL + 1, (i) =>
      i === PARALLEL / 2
        ? target.call('POST', BLOCKS, player.token, { deposit_request_type_id: 5 })
        : target.call('POST', '/deposit/blueshyft/code', player.token, { amount: 1000 }),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers[PARALLEL / 2].status).toBe(200);
    const since = await blockedAt(player);
    const recorded = await target.db.query<{ created_at: Date }>(
      `SELECT created_at FROM deposits WHERE user_id = $1 AND provider = 'blueshyft'`,
      [player.id],
    );
    expect(recorded.filter((deposit) => deposit.created_at > since)).toEqual([]);
    const created = answers.filter((answer) => answer.status === 200).length - 1;
    expect(recorded).toHaveLength(created);

    const after = await times(4, () =>
      target.call('POST', '/deposit/blueshyft/code', player.token, { amount: 1000 }),
    );
    expect(after.map((answer) => answer.status)).toEqual([422, 422, 422, 422]);
  }, 120_000);

  it('credits no card payment settled after the block, however the requests interleave', async () => {
    const player = await newPlayer(target);
    const cardId = await savedCard(player);
    const sessions = await times(PARALLEL, () => openCard(target, player, cardId));
    await times(PARALLEL, (i) =>
      target.call('POST', `/sandbox/fatzebra/payments/${sessions[i].token}/card`, player.token, {}),
    );
    const answers = await times(PARALLEL + 1, (i) =>
      i === PARALLEL / 2
        ? target.call('POST', BLOCKS, player.token, { deposit_request_type_id: 1, card_id: cardId })
        : target.call('POST', '/deposit/fatzebra', player.token, {
            reference_number: sessions[i > PARALLEL / 2 ? i - 1 : i].reference_number,
          }),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const since = await blockedAt(player);
    const settled = await target.db.query<{ status_id: number; settled_at: Date }>(
      `SELECT status_id, settled_at FROM deposits
       WHERE user_id = $1 AND card_id IS NOT NULL AND reference = ANY($2)`,
      [player.id, sessions.map((session) => session.reference_number)],
    );
    expect(settled).toHaveLength(PARALLEL);
    const creditedAfter = settled.filter(
      (deposit) => deposit.status_id === 3 && deposit.settled_at > since,
    );
    expect(creditedAfter).toEqual([]);
    const returnedBefore = settled.filter(
      (deposit) => deposit.status_id === 4 && deposit.settled_at < since,
    );
    expect(returnedBefore).toEqual([]);

    const refused = await target.call('POST', '/deposit/fatzebra/create', player.token, {
      amount: 1000,
      card_id: cardId,
    });
    expect(refused.status).toBe(422);
  }, 120_000);
});
