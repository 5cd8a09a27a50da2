import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { generalError } from '../../http/http-error';
import {
  messages,
  type CardFunding,
  type SandboxCardBody,
  type SandboxFormAnswer,
} from '@portal/contract';
import { ErrorCollector } from '../../validation/error-collector';
import {
  CHALLENGE_FAILED,
  DECLINED,
  cardLabel,
  passesLuhn,
  testCardBehaviour,
  testCardFunding,
  type TestCardBehaviour,
} from './sandbox-test-cards';

type SandboxFormStatus = SandboxFormAnswer['status'];

interface OpenPayment {
  reference: string;
  status: string;
  card_number: string | null;
  expired: boolean;
  refused_funding: CardFunding[];
}

/** The merchant's words for a card its acceptance rule refuses. */
export type FundingRefusalText = (funding: CardFunding) => string;

async function openPayment(db: Queryable, userId: number, sessionToken: string, now: Date) {
  const [payment] = await db.query<OpenPayment>(
    `SELECT p.reference, p.status, c.card_number, p.expires_at <= $3 AS expired, p.refused_funding
     FROM sandbox_card_payments p LEFT JOIN sandbox_cards c ON c.token = p.card_token
     WHERE p.session_token = $1 AND p.user_id = $2`,
    [sessionToken, userId, now],
  );
  return payment;
}

function validCard(input: SandboxCardBody, now: Date): string {
  const errors = new ErrorCollector();
  const number = (input.card_number ?? '').replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    errors.add('card_number', messages.deposits.cardNumberInvalid);
  }
  if (!input.card_holder?.trim()) errors.add('card_holder', messages.deposits.cardHolderRequired);
  const { expiry_month: month, expiry_year: year } = input;
  if (month === undefined) errors.add('expiry_month', messages.fieldRequired('Expiry month'));
  if (year === undefined) errors.add('expiry_year', messages.fieldRequired('Expiry year'));
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (month !== undefined && year !== undefined && year * 12 + month < thisMonth) {
    errors.add('expiry_year', messages.deposits.cardExpired);
  }
  if (!/^\d{3,4}$/.test(input.cvv ?? '')) errors.add('cvv', messages.deposits.cvvInvalid);
  errors.throwIfAny();
  return number;
}

function outcomeOf(behaviour: TestCardBehaviour): [SandboxFormStatus, string | null] {
  if (behaviour.kind === 'decline') return ['declined', behaviour.message];
  if (behaviour.kind === 'challenge') return ['challenge', null];
  return ['approved', null];
}

async function moveOn(
  db: Queryable,
  reference: string,
  from: string,
  [status, reason]: [SandboxFormStatus, string | null],
  cardToken?: string,
): Promise<SandboxFormAnswer> {
  const message = reason ?? (status === 'approved' ? 'Approved' : null);
  const moved = await db.query(
    `UPDATE sandbox_card_payments
     SET status = $3, message = $4, card_token = COALESCE($5, card_token)
     WHERE reference = $1 AND status = $2 RETURNING 1`,
    [reference, from, status, message, cardToken ?? null],
  );
  if (moved.length === 0) throw generalError(409, messages.deposits.sessionClosed);
  return { status, message, reference_number: reference };
}

/** A card of a funding type the merchant refused is a 422 before any authorisation. */
function refuseBarredFunding(
  payment: OpenPayment,
  cardNumber: string,
  refusal: FundingRefusalText,
) {
  const funding = testCardFunding(cardNumber);
  if (payment.refused_funding.includes(funding)) throw generalError(422, refusal(funding));
}

/**
 * What the provider's card form does with the card typed in (or, for a payment opened with a saved
 * card, that card): tokenises it and approves, declines or asks for a 3-D Secure challenge. A card
 * the merchant's acceptance rule refuses is turned away first, the payment left open for another.
 */
export async function submitSandboxCard(
  db: Queryable,
  userId: number,
  sessionToken: string,
  input: SandboxCardBody,
  now: Date,
  refusal: FundingRefusalText,
): Promise<SandboxFormAnswer | null> {
  const payment = await openPayment(db, userId, sessionToken, now);
  if (!payment) return null;
  if (payment.status !== 'open' || payment.expired) {
    throw generalError(409, messages.deposits.sessionClosed);
  }
  if (payment.card_number) {
    refuseBarredFunding(payment, payment.card_number, refusal);
    return moveOn(db, payment.reference, 'open', outcomeOf(testCardBehaviour(payment.card_number)));
  }
  const number = validCard(input, now);
  refuseBarredFunding(payment, number, refusal);
  const { token } = await tokeniseSandboxCard(db, userId, number);
  return moveOn(db, payment.reference, 'open', outcomeOf(testCardBehaviour(number)), token);
}

/** The sandbox provider's token for the player's card `number`, with the card's label. */
export async function tokeniseSandboxCard(
  db: Queryable,
  userId: number,
  number: string,
): Promise<{ token: string; label: string }> {
  const token = `card_${randomBytes(12).toString('hex')}`;
  const label = cardLabel(number);
  await db.query(
    'INSERT INTO sandbox_cards (token, user_id, card_number, label) VALUES ($1, $2, $3, $4)',
    [token, userId, number, label],
  );
  return { token, label };
}

/** What the bank's 3-D Secure page does when the player passes or fails the challenge. */
export async function answerSandboxChallenge(
  db: Queryable,
  userId: number,
  sessionToken: string,
  outcome: 'pass' | 'fail',
  now: Date,
): Promise<SandboxFormAnswer | null> {
  const payment = await openPayment(db, userId, sessionToken, now);
  if (!payment) return null;
  if (payment.status !== 'challenge' || payment.expired || !payment.card_number) {
    throw generalError(409, messages.deposits.sessionClosed);
  }
  const behaviour = testCardBehaviour(payment.card_number);
  const approved =
    outcome === 'pass' && behaviour.kind === 'challenge' && behaviour.afterPass === 'approve';
  const message = outcome === 'fail' ? CHALLENGE_FAILED : DECLINED;
  return moveOn(
    db,
    payment.reference,
    'challenge',
    approved ? ['approved', null] : ['declined', message],
  );
}
