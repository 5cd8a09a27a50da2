import type { AppContext } from '../app-context';
import { lockPlayer } from '../restrictions/player-lock';
import type { Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import { messages } from '@portal/contract';
import type { BankAccount } from '@portal/contract';
import { currentBankAccount } from '../payments/payment-details-queries';
import { publishRefunds, refundPendingWithdrawals } from '../withdrawals/withdrawal-ledger';
import { requireWithdrawer } from '../withdrawals/withdrawer';
import { BANK_ACCOUNT_STATUS, bankDocumentRequired } from './bank-account-constants';
import { bankLabel, readBankDetails } from './bank-details';
import { assertBankDocument, storeBankDocument, type BankForm } from './bank-document';
import { readPin, sendBankPin, usePin } from './bank-pins';

const m = messages.bankAccounts;

async function refuseSecondAccount(q: Queryable, userId: number): Promise<void> {
  if (await currentBankAccount(q, userId)) throw generalError(422, m.accountExists);
}

/**
 * POST /verification/bank: checks the details (and the statement where the player's locale needs
 * one), keeps them with a new PIN and texts the PIN. Returns the masked phone.
 */
export async function verifyBankDetails(ctx: AppContext, userId: number, form: BankForm) {
  const player = await requireWithdrawer(ctx.db, userId);
  const details = readBankDetails(form.fields, player.country);
  if (!form.document && bankDocumentRequired(player.country)) {
    throw fieldError('document', m.documentRequired);
  }
  if (form.document) assertBankDocument(form.document);
  await refuseSecondAccount(ctx.db, userId);
  const { document } = form;
  const phone = await sendBankPin(ctx, player, details, async () =>
    document ? storeBankDocument(ctx.config.uploadsDir, userId, document) : null,
  );
  return { message: m.pinSent(phone), phone };
}

/** POST /users/bank: adds the account the PIN was sent for, pending review. */
export async function addBankAccount(
  ctx: AppContext,
  userId: number,
  form: BankForm,
): Promise<BankAccount> {
  const player = await requireWithdrawer(ctx.db, userId);
  const details = readBankDetails(form.fields, player.country);
  const pin = readPin(form.fields.token);
  await refuseSecondAccount(ctx.db, userId);
  const now = ctx.clock();
  const refusal = await ctx.db.transaction(async (tx) => {
    const check = await usePin(tx, userId, pin, details, now);
    if (!check.ok) return check.message;
    await tx.query(
      `INSERT INTO user_bank_accounts (user_id, status_id, label, account_name, bank_id,
         account_number, bank_name, swift_code, document_url, document_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        userId,
        BANK_ACCOUNT_STATUS.pending,
        bankLabel(details),
        details.account_name,
        details.bank_id,
        details.account_number,
        details.bank_name,
        details.swift_code,
        check.document?.file ?? null,
        check.document?.name ?? null,
        now,
      ],
    );
    return null;
  });
  if (refusal) throw fieldError('token', refusal);
  return (await currentBankAccount(ctx.db, userId))!;
}

async function requireOwnAccount(q: Queryable, userId: number, accountId: number) {
  const account = await currentBankAccount(q, userId);
  if (account?.id !== accountId) throw generalError(404, messages.notFound);
  return account;
}

/**
 * POST /users/bank/{id}: a new statement for the account, which goes back to pending review. The
 * statement is stored only once the request is accepted, the upload throttle (`takeUpload`)
 * included.
 */
export async function uploadBankDocument(
  ctx: AppContext,
  userId: number,
  accountId: number,
  form: BankForm,
  takeUpload: () => Promise<unknown>,
): Promise<BankAccount> {
  await requireWithdrawer(ctx.db, userId);
  const account = await requireOwnAccount(ctx.db, userId, accountId);
  if (account.status.id === BANK_ACCOUNT_STATUS.approved) {
    throw generalError(422, m.alreadyApproved);
  }
  if (!form.document) throw fieldError('document', m.documentRequired);
  assertBankDocument(form.document);
  await takeUpload();
  const document = await storeBankDocument(ctx.config.uploadsDir, userId, form.document);
  await ctx.db.query(
    `UPDATE user_bank_accounts SET document_url = $2, document_name = $3, status_id = $4,
       reviewed_at = NULL
     WHERE id = $1 AND removed_at IS NULL`,
    [accountId, document.file, document.name, BANK_ACCOUNT_STATUS.pending],
  );
  return (await currentBankAccount(ctx.db, userId))!;
}

/**
 * DELETE /users/bank/{id} (Update Bank Details): removes the account and cancels every Pending
 * withdrawal to it, each refunded, in one transaction under the player's lock (a withdrawal to it
 * made at the same moment is either cancelled here or refused). Withdrawals to other methods (US
 * payout methods) stay. Returns the cancelled ids.
 */
export async function removeBankAccount(
  ctx: AppContext,
  userId: number,
  accountId: number,
): Promise<number[]> {
  await requireWithdrawer(ctx.db, userId);
  const now = ctx.clock();
  const refunds = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const removed = await tx.query(
      `UPDATE user_bank_accounts SET removed_at = $3
       WHERE id = $1 AND user_id = $2 AND removed_at IS NULL RETURNING 1`,
      [accountId, userId, now],
    );
    if (removed.length === 0) throw generalError(404, messages.notFound);
    return refundPendingWithdrawals(tx, userId, { bankAccountId: accountId }, true, now);
  });
  await publishRefunds(ctx, userId, refunds);
  return refunds.ids;
}
