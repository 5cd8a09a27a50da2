import type { BankAccount } from '@portal/contract';

export type BankAccountStatus = 'approved' | 'rejected' | 'pending';

/** Bank account status ids (spec 2 §3; the ids are the API's, docs/withdrawals-api.md). */
const STATUS_BY_ID: Record<number, BankAccountStatus> = {
  1: 'pending',
  2: 'approved',
  3: 'rejected',
};

/** The verification state of a bank account: by its status name, else its id; pending when unknown. */
export function bankAccountStatus(account: BankAccount): BankAccountStatus {
  const name = account.status.name.toLowerCase();
  if (name === 'approved' || name === 'rejected' || name === 'pending') return name;
  return STATUS_BY_ID[account.status.id] ?? 'pending';
}
