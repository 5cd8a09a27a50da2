import { messages } from '@portal/contract';
import type { Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import { applyDueLimitChanges } from '../limits/due-limit-changes';
import { activeLimits } from '../limits/limit-queries';
import { accountBlock } from '../restrictions/account-blocks';

/** The limit type that counts the bets (category 3) over its period (migration 004). */
const SPENDING_LIMIT_TYPE_ID = 2;

/** The user status of an account in good standing (migration 001): suspended and locked may not play. */
const ACTIVE_STATUS_ID = 1;

/**
 * Refuses a stake of `amount` the player may not make now. The caller holds the player's lock (so
 * stakes on every API instance decide one after the other) and records the stake in the same
 * transaction. Pending limit changes that have fallen due are applied first, as for deposits; then
 * an unknown player (422), a break, self-exclusion or closure (403), a suspended, locked or
 * unverified account (403), and a stake over what the tightest spending limit leaves (422).
 */
export async function assertMayStake(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<void> {
  const m = messages.walletApi;
  const [player] = await tx.query<{ status_id: number; id_verified: boolean }>(
    'SELECT status_id, id_verified FROM users WHERE id = $1',
    [userId],
  );
  if (!player) throw fieldError('player_id', m.playerNotFound);
  await applyDueLimitChanges(tx, userId, now);
  if (await accountBlock(tx, userId, now)) throw generalError(403, m.playerBlocked);
  if (player.status_id !== ACTIVE_STATUS_ID || !player.id_verified) {
    throw generalError(403, m.playerRestricted);
  }
  const leftOvers = (await activeLimits(tx, userId, now)).flatMap((limit) =>
    limit.type.id === SPENDING_LIMIT_TYPE_ID && limit.limit !== null
      ? [limit.limit - (limit.used ?? 0)]
      : [],
  );
  const leftOver = Math.min(...leftOvers);
  if (amount > leftOver) throw fieldError('amount', m.spendingLimitReached);
}
