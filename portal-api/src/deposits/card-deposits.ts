import {
  DEPOSIT_METHOD,
  type CardDepositBody,
  type CardSession,
  type CardFunding,
  type CardSettlement,
} from '@portal/contract';
import type { Brand } from '@portal/brands';
import type { AppContext } from '../app-context';
import { addSeconds } from '../clock';
import { fieldError, generalError } from '../http/http-error';
import type { GatewayCard } from '../integrations/cards/card-gateway';
import { fundingRefusal } from './card-funding-rule';
import { messages } from '@portal/contract';
import { CURRENCY, DEPOSIT_STATUS, OPEN_FOR_SECONDS } from './deposit-constants';
import { depositAmount } from './deposit-amount';
import {
  newReference,
  openDeposit,
  requireDeposit,
  statusOf,
  type DepositRow,
} from './deposit-records';
import { creditDeposit, rejectDeposit } from './deposit-settlement';
import { requireDepositor } from './depositor';
import { chosenPromotion } from './promotions';

interface SavedCardRow {
  id: number;
  token: string;
  funding: CardFunding | null;
}

/**
 * The player's saved card, with its funding type; a card saved before the provider's answer
 * carried one is looked up from the provider once and the answer kept.
 */
async function savedCard(ctx: AppContext, userId: number, cardId: number | null | undefined) {
  if (cardId === null || cardId === undefined) return null;
  const [card] = await ctx.db.query<SavedCardRow>(
    `SELECT id, token, funding FROM user_cards
     WHERE id = $1 AND user_id = $2 AND removed_at IS NULL`,
    [cardId, userId],
  );
  if (!card) throw fieldError('card_id', messages.deposits.cardUnavailable);
  if (card.funding !== null) return card;
  const funding = (await ctx.integrations.cards.card(card.token))?.funding ?? null;
  await ctx.db.query('UPDATE user_cards SET funding = $2 WHERE id = $1', [card.id, funding]);
  return { ...card, funding };
}

/** POST /deposit/fatzebra/create: checks the player, amount, limits; opens the provider payment. */
export async function createCardDeposit(
  ctx: AppContext,
  userId: number,
  brand: Brand,
  body: CardDepositBody,
): Promise<CardSession> {
  await requireDepositor(ctx.db, userId, 'standard');
  const amount = depositAmount(body.amount);
  const now = ctx.clock();
  const [promotionId, card] = await Promise.all([
    chosenPromotion(ctx.db, body.promotion, brand, now),
    savedCard(ctx, userId, body.card_id),
  ]);
  // Refused before any deposit is recorded or the provider is asked to charge.
  const refusal = card && fundingRefusal(ctx.config.cardFundingRule, card.funding);
  if (refusal) throw generalError(422, refusal);
  const reference = newReference('FZ');
  const expiresAt = addSeconds(now, OPEN_FOR_SECONDS.card);
  await openDeposit(ctx, {
    userId,
    provider: 'fatzebra',
    reference,
    methodId: DEPOSIT_METHOD.card,
    amount,
    promotionId,
    cardId: card?.id ?? null,
    expiresAt,
  });
  const { token, verification } = await ctx.integrations.cards.openPayment({
    userId,
    reference,
    amount,
    currency: CURRENCY,
    cardToken: card?.token ?? null,
    expiresAt,
    refusedFunding: ctx.config.cardFundingRule.refused,
  });
  return {
    reference_number: reference,
    payment: amount,
    currency: CURRENCY,
    token,
    verification,
    cardToken: card?.token ?? null,
  };
}

/** Keeps the card an approved payment used (once per provider token) on the deposit. */
async function keepCard(ctx: AppContext, deposit: DepositRow, card: GatewayCard) {
  // A racing request's insert makes this one wait and do nothing; the card is then read by a
  // statement of its own, which sees that insert (one statement's snapshot would not).
  const [added] = await ctx.db.query<{ id: number }>(
    `INSERT INTO user_cards (user_id, label, token, funding, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (token) DO NOTHING RETURNING id`,
    [deposit.user_id, card.label, card.token, card.funding, ctx.clock()],
  );
  const [saved] = added
    ? [added]
    : await ctx.db.query<{ id: number }>('SELECT id FROM user_cards WHERE token = $1', [
        card.token,
      ]);
  await ctx.db.query('UPDATE deposits SET card_id = $2 WHERE id = $1 AND card_id IS NULL', [
    deposit.id,
    saved.id,
  ]);
}

/**
 * Asks the provider for the card payment's outcome and settles the deposit by it: approved keeps
 * the card and settles the provider's amount (creditDeposit: credited once, or returned when it
 * would break a limit now), declined rejects with the provider's reason, anything else stays
 * pending. The one way a card payment is settled: by the player's page, the provider's
 * notification and the reconciliation job alike, never by what a caller claims.
 */
export async function settleFromProvider(ctx: AppContext, deposit: DepositRow): Promise<void> {
  const payment = await ctx.integrations.cards.payment(deposit.reference);
  if (payment?.status === 'approved') {
    if (payment.card) await keepCard(ctx, deposit, payment.card);
    await creditDeposit(ctx, deposit, payment.amount);
  } else if (payment?.status === 'declined') {
    await rejectDeposit(ctx, deposit, payment.message);
  }
}

/**
 * POST /deposit/fatzebra and /deposit/fatzebra/save: the player's page asks for the outcome of
 * their payment (settleFromProvider) and shows it.
 */
export async function settleCardDeposit(
  ctx: AppContext,
  userId: number,
  reference: string,
  claimedAmount?: unknown,
): Promise<CardSettlement> {
  const deposit = await requireDeposit(ctx.db, { userId, provider: 'fatzebra', reference });
  if (claimedAmount !== undefined && claimedAmount !== null) {
    const amount = depositAmount(claimedAmount, 1, Number.MAX_SAFE_INTEGER);
    if (amount !== deposit.amount) throw fieldError('amount', messages.deposits.amountMismatch);
  }
  await settleFromProvider(ctx, deposit);
  const settled = await requireDeposit(ctx.db, { id: deposit.id, provider: 'fatzebra' });
  const [card] =
    settled.status_id === DEPOSIT_STATUS.approved && settled.card_id !== null
      ? await ctx.db.query<{ id: number; label: string }>(
          'SELECT id, label FROM user_cards WHERE id = $1',
          [settled.card_id],
        )
      : [];
  return {
    reference_number: reference,
    amount: settled.amount,
    status: statusOf(settled),
    message: settled.message,
    card: card ?? null,
  };
}
