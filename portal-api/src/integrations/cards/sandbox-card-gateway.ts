import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { CardGateway, CardPaymentRecord, GatewayCard } from './card-gateway';
import { testCardFunding } from './sandbox-test-cards';

/** The sandbox's shared secret for the verification hash (public: it is a sandbox). */
const SANDBOX_SECRET = 'fatzebra-sandbox';

interface PaymentRow {
  reference: string;
  amount: number;
  status: 'open' | 'challenge' | 'approved' | 'declined' | 'refunded';
  message: string | null;
  card_token: string | null;
  card_label: string | null;
  card_number: string | null;
}

const gatewayCard = (token: string, label: string, cardNumber: string): GatewayCard => ({
  token,
  label,
  funding: testCardFunding(cardNumber),
});

/**
 * Offline stand-in for the card provider: payments and tokenised cards live in the database
 * (sandbox_card_payments, sandbox_cards); the sandbox card form (sandbox-card-form.ts) completes them.
 */
export function createSandboxCardGateway(db: Queryable): CardGateway {
  return {
    async openPayment({
      userId,
      reference,
      amount,
      currency,
      cardToken,
      expiresAt,
      refusedFunding,
    }) {
      const token = `fzs_${randomBytes(16).toString('hex')}`;
      await db.query(
        `INSERT INTO sandbox_card_payments
           (reference, session_token, user_id, amount, card_token, expires_at, refused_funding)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text[])`,
        [reference, token, userId, amount, cardToken, expiresAt, refusedFunding],
      );
      const verification = createHmac('sha256', SANDBOX_SECRET)
        .update(`${reference}:${amount}:${currency}`)
        .digest('hex');
      return { token, verification };
    },
    async payment(reference): Promise<CardPaymentRecord | null> {
      const [row] = await db.query<PaymentRow>(
        `SELECT p.reference, p.amount, p.status, p.message, p.card_token, c.label AS card_label,
                c.card_number
         FROM sandbox_card_payments p LEFT JOIN sandbox_cards c ON c.token = p.card_token
         WHERE p.reference = $1`,
        [reference],
      );
      if (!row) return null;
      const status = row.status === 'open' || row.status === 'challenge' ? 'pending' : row.status;
      return {
        reference: row.reference,
        amount: row.amount,
        status,
        message: row.message,
        card:
          row.card_token && row.card_label && row.card_number
            ? gatewayCard(row.card_token, row.card_label, row.card_number)
            : null,
      };
    },
    async card(token) {
      const [row] = await db.query<{ label: string; card_number: string }>(
        'SELECT label, card_number FROM sandbox_cards WHERE token = $1',
        [token],
      );
      return row ? gatewayCard(token, row.label, row.card_number) : null;
    },
    async refund(reference) {
      await db.query(
        `UPDATE sandbox_card_payments SET status = 'refunded'
         WHERE reference = $1 AND status = 'approved'`,
        [reference],
      );
    },
  };
}
