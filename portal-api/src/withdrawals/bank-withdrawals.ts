import type { AppContext } from '../app-context';
import { fieldError } from '../http/http-error';
import { messages, type BankWithdrawalBody, type WithdrawalChanged } from '@portal/contract';
import { BANK_ACCOUNT_STATUS } from '../bank-accounts/bank-account-constants';
import { onAmountField, overAvailable, withdrawalAmount } from './withdrawal-amount';
import { AUTO_WITHDRAWAL_MAX, WITHDRAWAL_METHOD } from './withdrawal-constants';
import { openWithdrawal } from './withdrawal-ledger';
import { viewOf } from './withdrawal-records';
import { requireWithdrawer } from './withdrawer';
import { requireFreshLocation } from '../integrations/location/require-location';

const m = messages.withdrawals;

/**
 * POST /withdraw: a verified player's withdrawal to their current bank account (pending or
 * approved), debited at once. Automatic when the account is approved and the amount is small. A
 * US player's location is checked first (requireFreshLocation), as on every US money call.
 */
export async function createBankWithdrawal(
  ctx: AppContext,
  userId: number,
  body: BankWithdrawalBody,
): Promise<WithdrawalChanged> {
  const player = await requireWithdrawer(ctx.db, userId);
  await requireFreshLocation(ctx, player, body.geo_packet);
  const amount = withdrawalAmount(body.amount, onAmountField);
  const { row, wallet } = await openWithdrawal(
    ctx,
    { userId, typeId: WITHDRAWAL_METHOD.bank, amount },
    async (tx) => {
      const [account] = await tx.query<{ id: number; label: string; status_id: number }>(
        `SELECT id, label, status_id FROM user_bank_accounts
         WHERE id = $1 AND user_id = $2 AND removed_at IS NULL`,
        [body.user_bank_account_id, userId],
      );
      if (!account) throw fieldError('user_bank_account_id', m.bankAccountUnavailable);
      if (account.status_id === BANK_ACCOUNT_STATUS.rejected) {
        throw fieldError('user_bank_account_id', m.documentRejected);
      }
      const approved = account.status_id === BANK_ACCOUNT_STATUS.approved;
      return {
        isAuto: approved && amount <= AUTO_WITHDRAWAL_MAX,
        accountId: account.id,
        accountLabel: account.label,
      };
    },
    overAvailable(onAmountField),
  );
  return { data: viewOf(row), meta: { message: m.requested, ...wallet } };
}
