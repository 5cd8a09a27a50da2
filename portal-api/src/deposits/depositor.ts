import type { Queryable } from '../db/db';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';

export interface Depositor {
  id: number;
  first_name: string;
  country: string;
  state: string | null;
}

/**
 * Which deposit methods a call belongs to: `standard` (card, PayID, cash, BPAY and EFT, in AUD)
 * for players outside the US, `us` (the US payment provider) for US players.
 */
export type DepositFlow = 'standard' | 'us';

/**
 * The caller, who must have a verified ID to deposit (spec 2 §5), else a 403 with `refusal`, and
 * live where the call's deposit methods serve (a US player is never charged through the standard
 * methods, nor anyone else through the US ones), else a 422.
 */
export async function requireDepositor(
  q: Queryable,
  userId: number,
  flow: DepositFlow,
  refusal: string = messages.deposits.verifyId,
): Promise<Depositor> {
  const [player] = await q.query<Depositor & { id_verified: boolean }>(
    'SELECT id, first_name, country, state, id_verified FROM users WHERE id = $1',
    [userId],
  );
  if (!player?.id_verified) throw generalError(403, refusal);
  if ((player.country === 'US') !== (flow === 'us')) {
    throw generalError(422, messages.deposits.usMethodUnsupported);
  }
  return {
    id: player.id,
    first_name: player.first_name,
    country: player.country,
    state: player.state,
  };
}
