import type { Queryable } from '../db/db';
import { BPAY_BILLER_CODE, bpayReference } from './bpay-reference';
import type { BankAccount, BpayDetails } from '@portal/contract';

/** A json array of the player's (`user`, a SQL placeholder or column) cards in use. */
export function userCardsJson(user: string): string {
  return `(SELECT COALESCE(json_agg(json_build_object('id', c.id, 'label', c.label, 'token', c.token)
     ORDER BY c.id), '[]')
   FROM user_cards c WHERE c.user_id = ${user} AND c.removed_at IS NULL)`;
}

/** The player's current (not removed) bank account as json, or null. */
export function bankAccountJson(user: string): string {
  return `(SELECT json_build_object('id', a.id, 'label', a.label,
       'status', json_build_object('id', s.id, 'name', s.name), 'account_name', a.account_name,
       'bank_id', a.bank_id, 'account_number', a.account_number, 'bank_name', a.bank_name,
       'swift_code', a.swift_code, 'document', a.document_name)
   FROM user_bank_accounts a JOIN bank_account_statuses s ON s.id = a.status_id
   WHERE a.user_id = ${user} AND a.removed_at IS NULL)`;
}

/** The current (not removed) bank account, or null. */
export async function currentBankAccount(
  q: Queryable,
  userId: number,
): Promise<BankAccount | null> {
  const [row] = await q.query<{ account: BankAccount | null }>(
    `SELECT ${bankAccountJson('$1')} AS account`,
    [userId],
  );
  return row.account;
}

export function bpayDetails(userId: number): BpayDetails {
  return { biller_code: BPAY_BILLER_CODE, user_reference: bpayReference(userId) };
}
