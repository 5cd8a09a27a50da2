import type { Stake, StakeBody } from '@portal/contract';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db';
import { lockPlayer } from '../restrictions/player-lock';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { assertMayStake } from './stake-eligibility';
import {
  fingerprintOf,
  idempotencyKeyOf,
  postedOrRefused,
  type RecordedCall,
  replayOf,
  requireAmount,
  ticketOf,
} from './wallet-api-calls';

async function storedStake(tx: Queryable, clientId: number, reference: string) {
  const [row] = await tx.query<RecordedCall<number>>(
    `SELECT body_sha256, ledger_entry_id FROM wallet_api_stakes
     WHERE client_id = $1 AND reference = $2`,
    [clientId, reference],
  );
  return row;
}

/**
 * POST /wallet/v1/stakes: under the player's lock, the same call again answers its stake (with the
 * balances now); otherwise the stake is checked (assertMayStake), taken from the balance as a bet
 * with the ticket '#<client id><reference>', and remembered. The new balance is announced to the
 * player's devices once the transaction has committed.
 */
export async function placeStake(
  ctx: AppContext,
  clientId: number,
  body: StakeBody,
): Promise<{ stake: Stake; replayed: boolean }> {
  const amount = requireAmount(body.amount, 1);
  const { player_id: userId, reference, description, meta } = body;
  const call = { clientId, reference };
  const fingerprint = fingerprintOf({ userId, amount, description, meta });
  const ticket = ticketOf(clientId, reference);
  const result = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.clock();
    const replay = await replayOf(
      tx,
      await storedStake(tx, clientId, reference),
      fingerprint,
      userId,
    );
    if (replay) return replay;
    await assertMayStake(tx, userId, amount, now);
    const posting = postedOrRefused(
      await postLedgerEntry(
        tx,
        {
          userId,
          amount: -amount,
          categoryId: LEDGER_CATEGORY.bets,
          description,
          idempotencyKey: idempotencyKeyOf(call, 'stake'),
          meta: { ...meta, bet_ticket: ticket },
        },
        now,
      ),
    );
    await tx.query(
      `INSERT INTO wallet_api_stakes
         (client_id, reference, user_id, amount, body_sha256, ledger_entry_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [clientId, reference, userId, amount, fingerprint, posting.entry.id, now],
    );
    return { ledgerEntryId: posting.entry.id, wallet: posting.wallet, replayed: false };
  });
  if (!result.replayed) ctx.realtime.publishToUser(userId, 'wallet.balance.updated', result.wallet);
  return {
    stake: { reference, amount, ticket, ledger_entry_id: result.ledgerEntryId, ...result.wallet },
    replayed: result.replayed,
  };
}
