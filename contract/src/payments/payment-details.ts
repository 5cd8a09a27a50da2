import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Nullable } from '../common/nullable.js';

/** A saved card. */
export const UserCard = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  token: Type.String(),
});
export type UserCard = Static<typeof UserCard>;

export const BpayDetails = Type.Object({
  biller_code: Type.String(),
  user_reference: Type.String(),
});
export type BpayDetails = Static<typeof BpayDetails>;

export const PayidDetails = Type.Object({ payid: Nullable(Type.String()) });
export type PayidDetails = Static<typeof PayidDetails>;

/** The withdrawal bank account; status pending, approved or rejected. */
export const BankAccount = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  status: IdName,
  account_name: Type.String(),
  /** The BSB (Australian accounts); null for accounts identified by bank name and SWIFT code. */
  bank_id: Nullable(Type.String()),
  account_number: Type.String(),
  bank_name: Nullable(Type.String()),
  swift_code: Nullable(Type.String()),
  /** The file name of the bank statement sent, if any. */
  document: Nullable(Type.String()),
});
export type BankAccount = Static<typeof BankAccount>;
