import { randomBytes } from 'node:crypto';
import { US_DEPOSIT_METHOD, type CardFunding } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { openSandboxRegistration } from './sandbox-payout-registrations';
import type { UsPaymentProvider } from './us-payment-provider';

const WORKING_METHODS: number[] = [
  US_DEPOSIT_METHOD.paypal,
  US_DEPOSIT_METHOD.creditCard,
  US_DEPOSIT_METHOD.paysafecash,
  US_DEPOSIT_METHOD.skrill,
];

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Offline stand-in for the US payment provider; its requests live in the database
 * (sandbox_us_payments) and the sandbox widget (sandboxCheckout) hands out the payment tokens.
 * Payout registrations are pages served under `apiPublicUrl` (sandbox_paysafe_registrations).
 */
export function createSandboxUsPayments(db: Queryable, apiPublicUrl: string): UsPaymentProvider {
  return {
    async createRequest({ userId, reference, amount, methodId }) {
      if (methodId === US_DEPOSIT_METHOD.trustly) return { ok: false, reason: 'unavailable' };
      if (methodId === US_DEPOSIT_METHOD.vipPreferred)
        return { ok: false, reason: 'vip-preferred' };
      if (methodId === US_DEPOSIT_METHOD.playPlus) return { ok: false, reason: 'play-plus' };
      if (!WORKING_METHODS.includes(methodId)) return { ok: false, reason: 'unsupported' };
      await db.query(
        `INSERT INTO sandbox_us_payments (reference, user_id, amount, method_id)
         VALUES ($1, $2, $3, $4)`,
        [reference, userId, amount, methodId],
      );
      return {
        ok: true,
        setup: {
          merchant_reference_number: reference,
          registration_id: null,
          consumer_id: id('cus'),
          single_use_customer_token: id('sut'),
          redirect_registration: null,
        },
      };
    },
    async paymentSource(reference, token) {
      const [row] = await db.query<{ method_id: number; checkout_funding: CardFunding | null }>(
        `SELECT method_id, checkout_funding FROM sandbox_us_payments
         WHERE reference = $1 AND checkout_token = $2`,
        [reference, token],
      );
      if (!row) return { kind: 'invalid-token' };
      return row.method_id === US_DEPOSIT_METHOD.creditCard
        ? { kind: 'card', funding: row.checkout_funding }
        : { kind: 'other' };
    },
    async process(reference, token) {
      await db.query(
        `UPDATE sandbox_us_payments
         SET status = CASE WHEN checkout_outcome = 'approve' THEN 'completed' ELSE 'failed' END
         WHERE reference = $1 AND checkout_token = $2 AND status = 'open'`,
        [reference, token],
      );
      const [row] = await db.query<{ amount: number; status: string }>(
        'SELECT amount, status FROM sandbox_us_payments WHERE reference = $1 AND checkout_token = $2',
        [reference, token],
      );
      if (!row) return { status: 'invalid-token' };
      return row.status === 'completed'
        ? { status: 'completed', amount: row.amount }
        : { status: 'failed' };
    },
    async refund(reference) {
      await db.query(
        `UPDATE sandbox_us_payments SET status = 'refunded' WHERE reference = $1 AND status = 'completed'`,
        [reference],
      );
    },
    async startPayoutRegistration(start) {
      const token = await openSandboxRegistration(db, start);
      return `${apiPublicUrl}/sandbox/paysafe/registrations/${token}`;
    },
  };
}

/**
 * The sandbox widget: the player approves or declines, paying by card with a test card of
 * `funding` (debit when not given); the token it hands back says which.
 */
export async function sandboxCheckout(
  db: Queryable,
  userId: number,
  reference: string,
  checkout: { outcome: 'approve' | 'decline'; funding?: CardFunding },
): Promise<string | null> {
  const token = id('pht');
  const [row] = await db.query<{ checkout_token: string }>(
    `UPDATE sandbox_us_payments
     SET checkout_token = $3, checkout_outcome = $4,
         checkout_funding = CASE WHEN method_id = $5 THEN $6 END
     WHERE reference = $1 AND user_id = $2 AND status = 'open' RETURNING checkout_token`,
    [
      reference,
      userId,
      token,
      checkout.outcome,
      US_DEPOSIT_METHOD.creditCard,
      checkout.funding ?? 'debit',
    ],
  );
  return row?.checkout_token ?? null;
}
