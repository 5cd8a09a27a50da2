import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { CashCodeProvider, CashCodeRecord } from './cash-code-provider';
import { SANDBOX_OUTLETS } from './sandbox-outlets';

/** The amount (cents) the sandbox refuses, to try the failure path offline ($666). */
export const SANDBOX_REFUSED_CASH_AMOUNT = 66_600;
export const SANDBOX_REFUSAL_MESSAGE = 'Code generation failed';

function sixteenDigits(): string {
  return Array.from({ length: 4 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('');
}

/**
 * Offline stand-in for the cash-code provider; its codes live in the database
 * (sandbox_cash_codes). `qrCodeBase` is where GET /sandbox/blueshyft/codes/{code}.svg answers.
 */
export function createSandboxCashCodes(db: Queryable, qrCodeBase: string): CashCodeProvider {
  return {
    async createCode({ userId, reference, amount, expiresAt }) {
      if (amount === SANDBOX_REFUSED_CASH_AMOUNT) {
        return { ok: false, message: SANDBOX_REFUSAL_MESSAGE };
      }
      const code = sixteenDigits();
      await db.query(
        `INSERT INTO sandbox_cash_codes (code, reference, user_id, amount, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [code, reference, userId, amount, expiresAt],
      );
      return { ok: true, code, qrCodeUrl: `${qrCodeBase}/sandbox/blueshyft/codes/${code}/qr.svg` };
    },
    async code(reference) {
      const [row] = await db.query<CashCodeRecord>(
        'SELECT reference, code, amount, status FROM sandbox_cash_codes WHERE reference = $1',
        [reference],
      );
      return row ?? null;
    },
    async cancel(reference) {
      const cancelled = await db.query(
        `UPDATE sandbox_cash_codes SET status = 'cancelled'
         WHERE reference = $1 AND status = 'open' RETURNING 1`,
        [reference],
      );
      return cancelled.length > 0;
    },
    async returnCash(reference) {
      await db.query(
        `UPDATE sandbox_cash_codes SET status = 'returned' WHERE reference = $1 AND status = 'redeemed'`,
        [reference],
      );
    },
    async outlets() {
      return { ok: true, locations: SANDBOX_OUTLETS };
    },
  };
}

/** The outlet counter takes the cash: the open, unexpired code becomes redeemed. */
export async function redeemSandboxCode(
  db: Queryable,
  userId: number,
  code: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db.query<{ reference: string }>(
    `UPDATE sandbox_cash_codes SET status = 'redeemed'
     WHERE code = $1 AND user_id = $2 AND status = 'open' AND expires_at > $3
     RETURNING reference`,
    [code, userId, now],
  );
  return row?.reference ?? null;
}
