import { messages } from '@portal/contract';
import {
  APPROVED_CARD,
  AU,
  US,
  balanceOf,
  callAs,
  depositEntries,
  depositSession,
} from '../test-support/deposit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

const BLOCKS = '/users/deposit_request_types/blocks';
const DAY = 24 * 3600;

beforeEach(async () => {
  ({ t, call, userId } = await depositSession(AU));
});

afterEach(() => t.close());

/** Pays $50.00 with a new card through the sandbox form and settles it; the settlement. */
async function payWithNewCard(card_number = APPROVED_CARD.card_number) {
  const session = (await call('POST', '/deposit/fatzebra/create', { amount: 5000 })).json().data;
  const form = await call('POST', `/sandbox/fatzebra/payments/${session.token}/card`, {
    ...APPROVED_CARD,
    card_number,
  });
  expect(form.json().data.status).toBe('approved');
  const settled = await call('POST', '/deposit/fatzebra', {
    reference_number: session.reference_number,
  });
  return settled.json().data;
}

/** The player's card saved by a first deposit with it. */
async function savedCardId(): Promise<number> {
  return (await payWithNewCard()).card.id;
}

const cardMethod = (cardId: number) => ({ deposit_request_type_id: 1, card_id: cardId });

async function depositCount(): Promise<number> {
  const [{ count }] = await t.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM deposits WHERE user_id = $1',
    [userId],
  );
  return count;
}

async function methodEntry(methodId: number) {
  const list = (await call('GET', '/users/deposit_request_types')).json().data;
  return list.find(
    (entry: { deposit_request_type: { id: number } }) => entry.deposit_request_type.id === methodId,
  );
}

/** Moves the clock on and signs in again (the session has expired by then). */
async function later(seconds: number) {
  t.clock.advance(seconds);
  call = callAs(t.app, await loginAs(t.app, AU));
}

const blockedRefusal = { errors: { error: [messages.deposits.methodBlocked] } };

describe('blocking a payment method', () => {
  it('refuses a saved card once blocked, records nothing and charges nothing', async () => {
    const cardId = await savedCardId();
    const blocked = await call('POST', BLOCKS, cardMethod(cardId));
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data[0]).toMatchObject({
      card: { id: cardId },
      blocked: true,
      unblocks_at: null,
    });
    const before = await balanceOf(t.db, userId);
    const deposits = await depositCount();

    const refused = await call('POST', '/deposit/fatzebra/create', {
      amount: 1000,
      card_id: cardId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(blockedRefusal);
    expect(await depositCount()).toBe(deposits);
    expect(await balanceOf(t.db, userId)).toBe(before);
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sandbox_card_payments WHERE user_id = $1',
      [userId],
    );
    expect(count).toBe(1);
  });

  it('returns a payment with the blocked card entered again as a new card', async () => {
    const cardId = await savedCardId();
    await call('POST', BLOCKS, cardMethod(cardId));
    const before = await balanceOf(t.db, userId);

    const settled = await payWithNewCard();
    expect(settled).toMatchObject({
      status: { id: 4 },
      message: messages.deposits.returnedBlocked,
    });
    expect(await balanceOf(t.db, userId)).toBe(before);
    expect((await depositEntries(t.db, userId)).map((entry) => entry.amount)).toEqual([5000]);
    const [payment] = await t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_card_payments WHERE reference = $1',
      [settled.reference_number],
    );
    expect(payment.status).toBe('refunded');
  });

  it('returns a payment with a card blocked after its payment was opened', async () => {
    const cardId = await savedCardId();
    const session = (
      await call('POST', '/deposit/fatzebra/create', { amount: 1000, card_id: cardId })
    ).json().data;
    await call('POST', BLOCKS, cardMethod(cardId));
    await call('POST', `/sandbox/fatzebra/payments/${session.token}/card`, {});
    const settled = await call('POST', '/deposit/fatzebra', {
      reference_number: session.reference_number,
    });
    expect(settled.json().data.status.id).toBe(4);
    expect((await depositEntries(t.db, userId)).map((entry) => entry.amount)).toEqual([5000]);
  });

  it('refuses a PayID while blocked and returns a transfer to it', async () => {
    await call('POST', '/users/deposit_request_types', { deposit_request_type_id: 14 });
    const payid = (await call('POST', '/deposit/zepto/register')).json().data.payid;
    await call('POST', BLOCKS, { deposit_request_type_id: 14 });
    expect(await methodEntry(14)).toMatchObject({ blocked: true, unblocks_at: null });
    const before = await balanceOf(t.db, userId);

    const register = await call('POST', '/deposit/zepto/register');
    expect(register.statusCode).toBe(422);
    expect(register.json()).toEqual(blockedRefusal);
    const transfer = await call('POST', '/sandbox/zepto/transfers', { payid, amount: 2000 });
    expect(transfer.json().data.status.id).toBe(4);
    const [deposit] = await t.db.query<{ message: string; returned_at: Date | null }>(
      `SELECT message, returned_at FROM deposits WHERE user_id = $1 AND provider = 'zepto'`,
      [userId],
    );
    expect(deposit.message).toBe(messages.deposits.returnedBlocked);
    expect(deposit.returned_at).not.toBeNull();
    expect(await balanceOf(t.db, userId)).toBe(before);
    expect(await depositEntries(t.db, userId)).toEqual([]);
  });

  it('refuses a cash code while cash is blocked and returns cash paid for an older code', async () => {
    const older = (await call('POST', '/deposit/blueshyft/code', { amount: 5000 })).json().data;
    await call('POST', BLOCKS, { deposit_request_type_id: 5 });
    const deposits = await depositCount();

    const refused = await call('POST', '/deposit/blueshyft/code', { amount: 5000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(blockedRefusal);
    expect(await depositCount()).toBe(deposits);
    const before = await balanceOf(t.db, userId);
    await call('POST', `/sandbox/blueshyft/codes/${older.code}/redeem`);
    const [deposit] = await t.db.query<{ status_id: number; message: string }>(
      'SELECT status_id, message FROM deposits WHERE id = $1',
      [older.id],
    );
    expect(deposit).toEqual({ status_id: 4, message: messages.deposits.returnedBlocked });
    expect(await balanceOf(t.db, userId)).toBe(before);
  });

  it('unblocks only 24 hours after the unblock is asked for', async () => {
    await call('POST', BLOCKS, { deposit_request_type_id: 5 });
    t.clock.advance(60);
    const unblock = await call('DELETE', BLOCKS, { deposit_request_type_id: 5 });
    expect(unblock.statusCode).toBe(200);
    const unblocksAt = new Date(t.clock().getTime() + DAY * 1000).toISOString();
    await call('POST', '/users/deposit_request_types', { deposit_request_type_id: 5 });
    expect(await methodEntry(5)).toMatchObject({ blocked: true, unblocks_at: unblocksAt });
    // Asking again does not move the time.
    t.clock.advance(3600);
    await call('DELETE', BLOCKS, { deposit_request_type_id: 5 });
    expect(await methodEntry(5)).toMatchObject({ unblocks_at: unblocksAt });

    await later(DAY - 3600 - 1);
    expect((await call('POST', '/deposit/blueshyft/code', { amount: 5000 })).statusCode).toBe(422);
    t.clock.advance(1);
    expect((await call('POST', '/deposit/blueshyft/code', { amount: 5000 })).statusCode).toBe(200);
    expect(await methodEntry(5)).toMatchObject({ blocked: false, unblocks_at: null });
  });

  it('cancels a pending unblock at once when blocked again, and keeps the trail', async () => {
    const cardId = await savedCardId();
    await call('POST', BLOCKS, cardMethod(cardId));
    await call('DELETE', BLOCKS, cardMethod(cardId));
    const reblocked = await call('POST', BLOCKS, cardMethod(cardId));
    expect(reblocked.json().data[0]).toMatchObject({ blocked: true, unblocks_at: null });

    await later(DAY + 1);
    const refused = await call('POST', '/deposit/fatzebra/create', {
      amount: 1000,
      card_id: cardId,
    });
    expect(refused.json()).toEqual(blockedRefusal);
    const trail = await t.db.query<{ action: string; old_value: unknown; new_value: unknown }>(
      `SELECT action, old_value, new_value FROM responsible_gambling_audit
       WHERE user_id = $1 AND subject = 'payment_method' ORDER BY id`,
      [userId],
    );
    const label = `Card ${APPROVED_CARD.card_number.slice(0, 6)}******0001`;
    const unblocksAt = new Date(t.clock().getTime() - 1000).toISOString();
    expect(trail).toEqual([
      { action: 'Payment method blocked', old_value: null, new_value: label },
      { action: 'Payment method unblock requested', old_value: label, new_value: unblocksAt },
      { action: 'Payment method blocked', old_value: unblocksAt, new_value: label },
    ]);
  });

  it("answers 404 for another player's card and 422 for a method named wrongly", async () => {
    const cardId = await savedCardId();
    const other = callAs(t.app, await loginAs(t.app, US));
    expect((await other('POST', BLOCKS, cardMethod(cardId))).statusCode).toBe(404);
    expect((await other('DELETE', BLOCKS, cardMethod(cardId))).statusCode).toBe(404);
    expect((await methodEntry(1)).blocked).toBe(false);

    const noCard = await call('POST', BLOCKS, { deposit_request_type_id: 1 });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json()).toEqual({ errors: { card_id: [messages.deposits.blockCardRequired] } });
    const cashWithCard = await call('POST', BLOCKS, {
      deposit_request_type_id: 5,
      card_id: cardId,
    });
    expect(cashWithCard.json()).toEqual({
      errors: { card_id: [messages.deposits.blockCardNotAllowed] },
    });
    const bpay = await call('POST', BLOCKS, { deposit_request_type_id: 3 });
    expect(bpay.statusCode).toBe(422);
    expect(bpay.json().errors.deposit_request_type_id).toHaveLength(1);
  });
});
