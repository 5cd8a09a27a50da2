import type { Queryable } from '../db/db';
import { generalError } from '../http/http-error';
import { messages } from '../messages';

export interface Depositor {
  id: number;
  first_name: string;
  country: string;
}

/** The caller, who must have a verified ID to deposit (spec 2 §5); else a 403 with `refusal`. */
export async function requireDepositor(
  q: Queryable,
  userId: number,
  refusal: string = messages.deposits.verifyId,
): Promise<Depositor> {
  const [player] = await q.query<Depositor & { id_verified: boolean }>(
    'SELECT id, first_name, country, id_verified FROM users WHERE id = $1',
    [userId],
  );
  if (!player?.id_verified) throw generalError(403, refusal);
  return { id: player.id, first_name: player.first_name, country: player.country };
}
