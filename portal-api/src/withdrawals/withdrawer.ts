import type { Queryable } from '../db/db';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';

export interface Withdrawer {
  id: number;
  country: string;
  state: string | null;
  phone: string | null;
  calling_code: string | null;
}

/**
 * The caller, whose identity and mobile number must be verified to withdraw or to give bank
 * details (spec 2 §5); else a 403 with the spec's warning.
 */
export async function requireWithdrawer(q: Queryable, userId: number): Promise<Withdrawer> {
  const [player] = await q.query<Withdrawer & { id_verified: boolean; phone_verified: boolean }>(
    `SELECT id, country, state, phone, calling_code, id_verified, phone_verified
     FROM users WHERE id = $1`,
    [userId],
  );
  if (!player?.id_verified || !player.phone_verified) {
    throw generalError(403, messages.withdrawals.verifyFirst);
  }
  return {
    id: player.id,
    country: player.country,
    state: player.state,
    phone: player.phone,
    calling_code: player.calling_code,
  };
}
