import { messages } from '@portal/contract';
import { loadConfig } from '../config';
import {
  AU,
  APPROVED_CARD,
  balanceOf,
  callAs,
  depositEntries,
} from '../test-support/deposit-helpers';
import { createTestApp, loginAs, userIdOf, type TestContext } from '../test-support/test-app';

const CARDS = {
  visaDebit: '4005550000000001',
  visaCredit: '4005550000000035',
  visaPrepaid: '4005550000000043',
  mastercardDebit: '5123456789012346',
  mastercardCredit: '5123456789012403',
  mastercardPrepaid: '5123456789012502',
};
const AU_CREDIT_REFUSED = messages.deposits.cardFundingRefused('Credit', 'Australia');

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

async function startAs(env: Record<string, string>) {
  t = await createTestApp({ config: { cardFundingRule: loadConfig(env).cardFundingRule } });
  call = callAs(t.app, await loginAs(t.app, AU));
  userId = await userIdOf(t.db, AU);
}

afterEach(() => t.close());

async function open(cardId: number | null = null) {
  return call('POST', '/deposit/fatzebra/create', {
    amount: 5000,
    promotion: null,
    card_id: cardId,
  });
}

async function enterCard(token: string, cardNumber: string) {
  return call('POST', `/sandbox/fatzebra/payments/${token}/card`, {
    ...APPROVED_CARD,
    card_number: cardNumber,
  });
}

/** Pays 50.00 with a new card through the form and the confirmation call. */
async function payWithNewCard(cardNumber: string) {
  const session = (await open()).json().data;
  const form = await enterCard(session.token, cardNumber);
  const settled = await call('POST', '/deposit/fatzebra', {
    reference_number: session.reference_number,
  });
  return { form, settled: settled.json().data };
}

/** What the provider authorised or declined for the player: every payment past the card form. */
async function providerOutcomes() {
  return t.db.query<{ status: string }>(
    "SELECT status FROM sandbox_card_payments WHERE user_id = $1 AND status <> 'open'",
    [userId],
  );
}

/** A card the player saved before the provider's answer carried its funding type. */
async function cardSavedBeforeFunding(cardNumber: string): Promise<number> {
  const token = `card_before_funding_${cardNumber}`;
  const label = `${cardNumber.slice(0, 6)}******${cardNumber.slice(-4)}`;
  await t.db.query(
    'INSERT INTO sandbox_cards (token, user_id, card_number, label) VALUES ($1, $2, $3, $4)',
    [token, userId, cardNumber, label],
  );
  const [card] = await t.db.query<{ id: number }>(
    `INSERT INTO user_cards (user_id, label, token, created_at) VALUES ($1, $2, $3, now())
     RETURNING id`,
    [userId, label, token],
  );
  return card.id;
}

async function listedCards() {
  const methods = (await call('GET', '/users/deposit_request_types')).json().data;
  return methods
    .filter((entry: { card: unknown }) => entry.card)
    .map((entry: { card: unknown }) => entry.card);
}

describe('card funding in Australia', () => {
  beforeEach(() => startAs({}));

  it.each([CARDS.visaCredit, CARDS.mastercardCredit])(
    'refuses the new credit card %s before any charge, and the payment takes a debit card instead',
    async (creditCard) => {
      const balance = await balanceOf(t.db, userId);
      const session = (await open()).json().data;
      const refused = await enterCard(session.token, creditCard);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { error: [AU_CREDIT_REFUSED] } });
      expect(await providerOutcomes()).toEqual([]);
      expect(await depositEntries(t.db, userId)).toEqual([]);
      expect(await balanceOf(t.db, userId)).toBe(balance);

      expect((await enterCard(session.token, CARDS.visaDebit)).json().data.status).toBe('approved');
      await call('POST', '/deposit/fatzebra', { reference_number: session.reference_number });
      expect(await balanceOf(t.db, userId)).toBe(balance + 5000);
    },
  );

  it.each([CARDS.visaDebit, CARDS.visaPrepaid, CARDS.mastercardDebit, CARDS.mastercardPrepaid])(
    'takes the debit or prepaid card %s and saves it with its funding type',
    async (cardNumber) => {
      const { settled } = await payWithNewCard(cardNumber);
      expect(settled.status.id).toBe(3);
      const [card] = await listedCards();
      expect(card).toMatchObject({ id: settled.card.id, usable: true, unusable_reason: null });
      expect(card.funding).toBe(
        cardNumber === CARDS.visaDebit || cardNumber === CARDS.mastercardDebit
          ? 'debit'
          : 'prepaid',
      );
    },
  );

  it('refuses a saved credit card before recording a deposit or opening a payment, and lists it as unusable', async () => {
    const cardId = await cardSavedBeforeFunding(CARDS.mastercardCredit);
    const balance = await balanceOf(t.db, userId);
    const refused = await open(cardId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { error: [AU_CREDIT_REFUSED] } });
    const opened = await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1 AND card_id = $2', [
      userId,
      cardId,
    ]);
    expect(opened).toEqual([]);
    expect(
      await t.db.query('SELECT 1 FROM sandbox_card_payments WHERE user_id = $1', [userId]),
    ).toEqual([]);
    expect(await balanceOf(t.db, userId)).toBe(balance);
    expect(await listedCards()).toEqual([
      {
        id: cardId,
        label: '512345******2403',
        funding: 'credit',
        usable: false,
        unusable_reason: AU_CREDIT_REFUSED,
      },
    ]);
  });

  it('looks up the funding of a debit card saved before the provider said it, and pays with it', async () => {
    const cardId = await cardSavedBeforeFunding(CARDS.visaDebit);
    expect((await listedCards())[0]).toMatchObject({ funding: null, usable: true });
    const session = (await open(cardId)).json().data;
    expect((await enterCard(session.token, '')).json().data.status).toBe('approved');
    expect((await listedCards())[0]).toMatchObject({ funding: 'debit', usable: true });
  });
});

describe('card funding elsewhere', () => {
  it('takes a new credit card in New Zealand and lists it as usable', async () => {
    await startAs({ PORTAL_REGION: 'NZ' });
    const { settled } = await payWithNewCard(CARDS.visaCredit);
    expect(settled.status.id).toBe(3);
    expect(await listedCards()).toEqual([
      expect.objectContaining({ funding: 'credit', usable: true, unusable_reason: null }),
    ]);
  });

  // Only Ohio's rule is taken from an Ohio configuration: the card provider's form is the
  // standard flow's, which the AU demo player uses.
  it('refuses a new credit card in Ohio once its setting is on', async () => {
    await startAs({
      PORTAL_REGION: 'US',
      PORTAL_US_STATE: 'OH',
      CARD_FUNDING_REFUSED_OH: 'credit',
    });
    const session = (await open()).json().data;
    expect((await enterCard(session.token, CARDS.visaCredit)).json()).toEqual({
      errors: { error: [messages.deposits.cardFundingRefused('Credit', 'Ohio')] },
    });
  });
});
