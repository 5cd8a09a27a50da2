import type { IdName } from '../id-name';

export interface UserCard {
  id: number;
  label: string;
  token: string;
}

export interface BpayDetails {
  biller_code: string;
  user_reference: string;
}

export interface PayidDetails {
  payid: string | null;
}

/** The withdrawal bank account; status pending, approved or rejected. */
export interface BankAccount {
  id: number;
  label: string;
  status: IdName;
  account_name: string;
  /** The BSB (Australian accounts); null for accounts identified by bank name and SWIFT code. */
  bank_id: string | null;
  account_number: string;
  bank_name: string | null;
  swift_code: string | null;
  /** The file name of the bank statement sent, if any. */
  document: string | null;
}
