import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db';
import type { HttpError } from '../http/http-error';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import type { WalletBalance } from '../wallet/wallet-types';
import { lockPlayer } from '../restrictions/player-lock';
import { WITHDRAWAL_METHOD, WITHDRAWAL_STATUS } from './withdrawal-constants';
import { findWithdrawal, type WithdrawalRow } from './withdrawal-records';

export interface NewWithdrawal {
  userId: number;
  typeId: number;
  amount: number;
}

/** Where a withdrawal goes, as read under the player's lock. */
export interface WithdrawalDestination {
  isAuto: boolean;
  accountId: number;
  accountLabel: string;
}

/** The ledger's idempotency keys of a withdrawal: one debit and at most one refund, ever. */
export const withdrawalKey = (id: number) => `withdrawal:${id}`;
export const refundKey = (id: number) => `withdrawal-refund:${id}`;

async function availableBalance(tx: Queryable, userId: number): Promise<number> {
  const [wallet] = await tx.query<WalletBalance>(
    'SELECT available_balance FROM wallets WHERE user_id = $1',
    [userId],
  );
  return wallet.available_balance;
}

/**
 * Records a Pending withdrawal and debits its amount through the ledger, in one transaction under
 * the player's lock: `destination` reads where it goes there (and throws when that is gone), so a
 * bank account being removed at the same moment either takes the withdrawal with it or is never
 * paid into; the ledger's guarded update means parallel requests can never take the available
 * balance below zero. When the money is not there nothing is recorded and
 * `refuse(available balance)` is thrown. Publishes the new balances.
 */
export async function openWithdrawal(
  ctx: AppContext,
  withdrawal: NewWithdrawal,
  destination: (tx: Queryable) => Promise<WithdrawalDestination>,
  refuse: (available: number) => HttpError,
): Promise<{ row: WithdrawalRow; wallet: WalletBalance }> {
  const { userId } = withdrawal;
  const result = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.clock();
    const to = await destination(tx);
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO withdrawals (user_id, type_id, amount, is_auto, account_id, account_label, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [userId, withdrawal.typeId, withdrawal.amount, to.isAuto, to.accountId, to.accountLabel, now],
    );
    const posting = await postLedgerEntry(
      tx,
      {
        userId,
        amount: -withdrawal.amount,
        categoryId: LEDGER_CATEGORY.withdrawals,
        description: 'Withdrawal',
        idempotencyKey: withdrawalKey(id),
        meta: { withdrawal_id: id, account: to.accountLabel },
      },
      now,
    );
    if (posting.status !== 'posted') throw refuse(await availableBalance(tx, userId));
    await tx.query('UPDATE withdrawals SET transaction_id = $2 WHERE id = $1', [
      id,
      posting.entry.id,
    ]);
    return { row: (await findWithdrawal(tx, userId, id))!, wallet: posting.wallet };
  });
  ctx.realtime.publishToUser(userId, 'wallet.balance.updated', result.wallet);
  return result;
}

export interface Refunds {
  /** The withdrawals cancelled, by id. */
  ids: number[];
  /** The balances after the last refund; null when nothing was refunded. */
  wallet: WalletBalance | null;
}

/**
 * Inside the caller's transaction: cancels the player's Pending withdrawals that `which` names
 * (one id, or every one to a bank account) and refunds each through the ledger. A withdrawal already moved on is
 * left alone, so a repeated or raced cancel refunds once. Automatic ones only when `includeAuto`.
 */
export async function refundPendingWithdrawals(
  tx: Queryable,
  userId: number,
  which: { id: number } | { bankAccountId: number },
  includeAuto: boolean,
  now: Date,
): Promise<Refunds> {
  const cancelled = await tx.query<{ id: number; amount: number; account_label: string }>(
    `UPDATE withdrawals SET status_id = $3, cancelled_at = $4
     WHERE user_id = $1 AND status_id = $5 AND ($6 OR NOT is_auto)
       AND ($2::bigint IS NULL OR id = $2)
       AND ($7::bigint IS NULL OR (type_id = $8 AND account_id = $7))
     RETURNING id, amount, account_label`,
    [
      userId,
      'id' in which ? which.id : null,
      WITHDRAWAL_STATUS.cancelled,
      now,
      WITHDRAWAL_STATUS.pending,
      includeAuto,
      'bankAccountId' in which ? which.bankAccountId : null,
      WITHDRAWAL_METHOD.bank,
    ],
  );
  const ids = cancelled.map((w) => w.id).sort((a, b) => a - b);
  let wallet: WalletBalance | null = null;
  for (const withdrawal of cancelled.sort((a, b) => a.id - b.id)) {
    const posting = await postLedgerEntry(
      tx,
      {
        userId,
        amount: withdrawal.amount,
        categoryId: LEDGER_CATEGORY.withdrawals,
        description: 'Withdrawal cancelled',
        idempotencyKey: refundKey(withdrawal.id),
        meta: { withdrawal_id: withdrawal.id, account: withdrawal.account_label },
      },
      now,
    );
    if (posting.status !== 'posted')
      throw new Error(`refund of ${withdrawal.id}: ${posting.status}`);
    wallet = posting.wallet;
  }
  return { ids, wallet };
}

/** Announces the balances after refunds, if there were any. */
export async function publishRefunds(ctx: AppContext, userId: number, refunds: Refunds) {
  if (refunds.wallet) {
    ctx.realtime.publishToUser(userId, 'wallet.balance.updated', refunds.wallet);
  }
}
