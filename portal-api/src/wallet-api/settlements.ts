import { messages, type Settlement, type SettlementBody } from '@portal/contract';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import { lockPlayer } from '../restrictions/player-lock';
import { currentWallet, LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import {
  fingerprintOf,
  idempotencyKeyOf,
  postedOrRefused,
  type RecordedCall,
  replayOf,
  requireAmount,
  ticketOf,
} from './wallet-api-calls';

const CATEGORY = { win: LEDGER_CATEGORY.wins, bonus: LEDGER_CATEGORY.bonuses } as const;

async function storedSettlement(tx: Queryable, clientId: number, reference: string) {
  const [row] = await tx.query<RecordedCall<number | null>>(
    `SELECT body_sha256, ledger_entry_id FROM wallet_api_settlements
     WHERE client_id = $1 AND reference = $2`,
    [clientId, reference],
  );
  return row;
}

/** Refuses a settlement of a stake the platform did not take from this player, or settled already. */
async function assertSettleable(
  tx: Queryable,
  clientId: number,
  { player_id, stake_reference, kind }: SettlementBody,
): Promise<void> {
  const [stake] = await tx.query<{ settled: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM wallet_api_settlements t
                    WHERE t.client_id = s.client_id AND t.stake_reference = s.reference
                      AND t.kind = $4) AS settled
     FROM wallet_api_stakes s WHERE s.client_id = $1 AND s.reference = $2 AND s.user_id = $3`,
    [clientId, stake_reference, player_id, kind],
  );
  if (!stake) throw fieldError('stake_reference', messages.walletApi.stakeNotFound);
  if (stake.settled) throw generalError(409, messages.walletApi.stakeAlreadySettled(kind));
}

/**
 * POST /wallet/v1/settlements: under the player's lock, the same call again answers its settlement;
 * otherwise the stake must be this platform's and this player's and not yet settled of this kind.
 * A win is credited as Wins, a bonus as Bonuses (never in the net result), with the stake's ticket;
 * 0 (a lost stake) moves no money but is remembered, so its reference cannot pay out later.
 * Restrictions do not apply: a stake taken before a break is still paid.
 */
export async function settleStake(
  ctx: AppContext,
  clientId: number,
  body: SettlementBody,
): Promise<{ settlement: Settlement; replayed: boolean }> {
  const amount = requireAmount(body.amount, 0);
  const { player_id: userId, reference, stake_reference, kind } = body;
  const fingerprint = fingerprintOf({ userId, stake_reference, amount, kind });
  const ticket = ticketOf(clientId, stake_reference);
  const result = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.clock();
    const replay = await replayOf(
      tx,
      await storedSettlement(tx, clientId, reference),
      fingerprint,
      userId,
    );
    if (replay) return replay;
    await assertSettleable(tx, clientId, body);
    const posting =
      amount > 0
        ? postedOrRefused(
            await postLedgerEntry(
              tx,
              {
                userId,
                amount,
                categoryId: CATEGORY[kind],
                description: kind === 'win' ? `Winnings ${ticket}` : `Bonus ${ticket}`,
                idempotencyKey: idempotencyKeyOf({ clientId, reference }, 'settlement'),
                meta: { bet_ticket: ticket },
              },
              now,
            ),
          )
        : null;
    await tx.query(
      `INSERT INTO wallet_api_settlements (client_id, reference, stake_reference, kind, amount,
         body_sha256, ledger_entry_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        clientId,
        reference,
        stake_reference,
        kind,
        amount,
        fingerprint,
        posting?.entry.id ?? null,
        now,
      ],
    );
    const wallet = posting?.wallet ?? (await currentWallet(tx, userId));
    return { ledgerEntryId: posting?.entry.id ?? null, wallet, replayed: false };
  });
  if (!result.replayed && result.ledgerEntryId !== null) {
    ctx.realtime.publishToUser(userId, 'wallet.balance.updated', result.wallet);
  }
  return {
    settlement: {
      reference,
      stake_reference,
      kind,
      amount,
      ticket,
      ledger_entry_id: result.ledgerEntryId,
      ...result.wallet,
    },
    replayed: result.replayed,
  };
}
