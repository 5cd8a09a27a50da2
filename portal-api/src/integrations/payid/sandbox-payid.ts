import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { PayIdProvider, PayIdTransfer } from './payid-provider';

/** Offline stand-in for the PayID provider; its PayIDs and transfers live in the database. */
export function createSandboxPayIdProvider(db: Queryable): PayIdProvider {
  return {
    async register({ userId, firstName }) {
      const name =
        firstName
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .slice(0, 20) || 'player';
      const candidate = `${name}.${randomBytes(4).toString('hex')}@pay.portal.test`;
      await db.query(
        'INSERT INTO sandbox_payids (payid, user_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
        [candidate, userId],
      );
      const [row] = await db.query<{ payid: string }>(
        'SELECT payid FROM sandbox_payids WHERE user_id = $1',
        [userId],
      );
      return row.payid;
    },
    async transfer(id) {
      const [row] = await db.query<PayIdTransfer>(
        'SELECT id, payid, amount, status FROM sandbox_payid_transfers WHERE id = $1',
        [id],
      );
      return row ?? null;
    },
    async returnTransfer(id) {
      await db.query(
        `UPDATE sandbox_payid_transfers SET status = 'returned' WHERE id = $1 AND status = 'settled'`,
        [id],
      );
    },
  };
}

/** The sandbox bank: a transfer to the PayID arrives; null when the PayID is unknown. */
export async function receiveSandboxTransfer(
  db: Queryable,
  payid: string,
  amount: number,
  outcome: 'settled' | 'dishonoured',
): Promise<string | null> {
  const id = `pt_${randomBytes(10).toString('hex')}`;
  const inserted = await db.query(
    `INSERT INTO sandbox_payid_transfers (id, payid, amount, status)
     SELECT $1, payid, $3, $4 FROM sandbox_payids WHERE payid = $2 RETURNING 1`,
    [id, payid, amount, outcome],
  );
  return inserted.length > 0 ? id : null;
}
