import { apiDelete, apiPost } from '@portal/shared-utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentDetailQuery } from '../../payment-details/paymentDetailQuery';
import { PENDING_WITHDRAWALS_KEY } from '../pending/withdrawalsApi';

const BANK_ACCOUNT_KEY = paymentDetailQuery('user_bank_account').queryKey;

/** The bank details a player enters (spec 2 §3, §5); the document only when the locale asks. */
export interface BankDetails extends Record<string, unknown> {
  account_name: string;
  account_number: string;
  /** The BSB, for Australian players. */
  bank_id: string;
  /** For players outside Australia. */
  bank_name: string;
  swift_code: string;
  document: File | null;
}

/** The bank details as a multipart body, leaving out the fields that do not apply. */
function bankBody(details: BankDetails, australian: boolean, extra: Record<string, string> = {}) {
  const body = new FormData();
  body.append('account_name', details.account_name.trim());
  body.append('account_number', details.account_number.trim());
  if (australian) {
    body.append('bank_id', details.bank_id.trim());
  } else {
    body.append('bank_name', details.bank_name.trim());
    body.append('swift_code', details.swift_code.trim());
  }
  if (details.document) body.append('document', details.document);
  Object.entries(extra).forEach(([key, value]) => body.append(key, value));
  return body;
}

/** POST /verification/bank: checks the details and texts the player the 6-digit bank PIN. */
export async function verifyBankDetails({
  details,
  australian,
}: {
  details: BankDetails;
  australian: boolean;
}): Promise<void> {
  await apiPost('/verification/bank', bankBody(details, australian));
}

/** POST /users/bank: adds the bank account with the PIN the player received. */
export async function addBankAccount({
  details,
  australian,
  token,
}: {
  details: BankDetails;
  australian: boolean;
  token: string;
}): Promise<void> {
  await apiPost('/users/bank', bankBody(details, australian, { token }));
}

/** POST /users/bank/{id}: uploads a verification document for the bank account. */
export async function uploadBankDocument({
  id,
  document,
}: {
  id: number;
  document: File;
}): Promise<void> {
  const body = new FormData();
  body.append('document', document);
  await apiPost(`/users/bank/${id}`, body);
}

/** DELETE /users/bank/{id}: removes the bank account (the server cancels pending withdrawals). */
export async function removeBankAccount(id: number): Promise<void> {
  await apiDelete(`/users/bank/${id}`);
}

/** Sends the bank details for verification. */
export function useVerifyBankDetails() {
  return useMutation({ mutationFn: verifyBankDetails });
}

/** A change to the bank account, settled once the account is read again. */
function useBankAccountChange<Input>(change: (input: Input) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: BANK_ACCOUNT_KEY }),
  });
}

/** Adds the bank account with the PIN; the account is read again before it settles. */
export function useAddBankAccount() {
  return useBankAccountChange(addBankAccount);
}

/** Uploads a verification document; the account is read again before it settles. */
export function useUploadBankDocument() {
  return useBankAccountChange(uploadBankDocument);
}

/**
 * Removes the bank account; the account is read again before it settles, and its pending
 * withdrawals, cancelled with it, are read again (not waited for).
 */
export function useRemoveBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeBankAccount,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PENDING_WITHDRAWALS_KEY });
      return client.invalidateQueries({ queryKey: BANK_ACCOUNT_KEY });
    },
  });
}
