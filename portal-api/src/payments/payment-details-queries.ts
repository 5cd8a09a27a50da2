import type { Queryable } from '../db/db';
import { BPAY_BILLER_CODE, bpayReference } from './bpay-reference';
import type { BankAccount, BpayDetails, PayidDetails, UserCard } from './payment-types';

export function userCards(q: Queryable, userId: number): Promise<UserCard[]> {
  return q.query<UserCard>(
    `SELECT id, label, token FROM user_cards
     WHERE user_id = $1 AND removed_at IS NULL ORDER BY id`,
    [userId],
  );
}

interface BankAccountRow extends Omit<BankAccount, 'status'> {
  status_id: number;
  status_name: string;
}

/** The current (not removed) bank account, or null. */
export async function currentBankAccount(
  q: Queryable,
  userId: number,
): Promise<BankAccount | null> {
  const [row] = await q.query<BankAccountRow>(
    `SELECT a.id, a.label, a.status_id, s.name AS status_name, a.account_name, a.bank_id,
            a.account_number, a.bank_name, a.swift_code, a.document_name AS document
     FROM user_bank_accounts a JOIN bank_account_statuses s ON s.id = a.status_id
     WHERE a.user_id = $1 AND a.removed_at IS NULL`,
    [userId],
  );
  if (!row) return null;
  const { status_id, status_name, ...account } = row;
  return { ...account, status: { id: status_id, name: status_name } };
}

export function bpayDetails(userId: number): BpayDetails {
  return { biller_code: BPAY_BILLER_CODE, user_reference: bpayReference(userId) };
}

export async function payidDetails(q: Queryable, userId: number): Promise<PayidDetails> {
  const [row] = await q.query<PayidDetails>('SELECT payid FROM users WHERE id = $1', [userId]);
  return { payid: row?.payid ?? null };
}
