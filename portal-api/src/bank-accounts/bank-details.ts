import { messages } from '@portal/contract';
import { ErrorCollector } from '../validation/error-collector';

const m = messages.bankAccounts;

/** Bank details as stored: a BSB for Australian players, a bank name and SWIFT code otherwise. */
export interface BankDetails {
  account_name: string;
  account_number: string;
  bank_id: string | null;
  bank_name: string | null;
  swift_code: string | null;
}

const MAX_NAME = 100;
const SWIFT_CODE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

function text(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** Digits and letters only: spaces and hyphens people type between groups are dropped. */
function compact(value: unknown): string {
  return text(value).replace(/[\s-]/g, '');
}

function name(fields: Record<string, unknown>, key: string, errors: ErrorCollector, label: string) {
  const value = text(fields[key]);
  if (value.length > MAX_NAME) errors.add(key, messages.fieldTooLong(label, MAX_NAME));
  return value;
}

/**
 * The bank details of spec 2 §5 from a form or JSON body, normalised (BSB as 062-000, SWIFT code
 * upper case); every problem at once as a 422.
 */
export function readBankDetails(fields: Record<string, unknown>, country: string): BankDetails {
  const errors = new ErrorCollector();
  const accountName = name(fields, 'account_name', errors, 'Account name');
  if (!accountName) errors.add('account_name', m.accountNameRequired);
  const accountNumber = compact(fields.account_number);
  const australian = country === 'AU';
  if (!accountNumber) errors.add('account_number', m.accountNumberRequired);
  else if (australian && !/^\d{6,10}$/.test(accountNumber)) {
    errors.add('account_number', m.accountNumberAu);
  } else if (!australian && !/^[A-Za-z0-9]{5,34}$/.test(accountNumber)) {
    errors.add('account_number', m.accountNumberOther);
  }
  let bankId: string | null = null;
  let bankName: string | null = null;
  let swiftCode: string | null = null;
  if (australian) {
    const bsb = compact(fields.bank_id);
    if (!bsb) errors.add('bank_id', m.bsbRequired);
    else if (!/^\d{6}$/.test(bsb)) errors.add('bank_id', m.bsbInvalid);
    bankId = `${bsb.slice(0, 3)}-${bsb.slice(3)}`;
  } else {
    bankName = name(fields, 'bank_name', errors, 'Bank name');
    if (!bankName) errors.add('bank_name', m.bankNameRequired);
    swiftCode = compact(fields.swift_code).toUpperCase();
    if (!swiftCode) errors.add('swift_code', m.swiftRequired);
    else if (!SWIFT_CODE.test(swiftCode)) errors.add('swift_code', m.swiftInvalid);
  }
  errors.throwIfAny();
  return {
    account_name: accountName,
    account_number: accountNumber.toUpperCase(),
    bank_id: bankId,
    bank_name: bankName,
    swift_code: swiftCode,
  };
}

/** How the account is named in lists: BSB or bank name, and the last 4 characters of the number. */
export function bankLabel(details: BankDetails): string {
  return `${details.bank_id ?? details.bank_name} ****${details.account_number.slice(-4)}`;
}

export function sameBankDetails(a: BankDetails, b: BankDetails): boolean {
  return (
    a.account_name === b.account_name &&
    a.account_number === b.account_number &&
    a.bank_id === b.bank_id &&
    a.bank_name === b.bank_name &&
    a.swift_code === b.swift_code
  );
}
