import { mixed, object, string } from 'yup';
import { messages } from '../../messages';

const text = messages.withdraw.bank;

/** The kinds of bank statement accepted (spec 2 §5). */
export const BANK_DOCUMENT_TYPES = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

/** The bank PIN's length (spec 2 §9). */
export const BANK_PIN_LENGTH = 6;

const required = (label: string) => string().trim().required(text.required(label));

/**
 * Bank details (spec 2 §5): account name and number; the BSB for Australian players, the bank name
 * and swift code otherwise. The document is checked by its field (type, and required when asked).
 */
export function bankDetailsSchema(australian: boolean) {
  return object({
    account_name: required(text.accountName),
    account_number: required(text.accountNumber),
    bank_id: australian ? required(text.bsb) : string(),
    bank_name: australian ? string() : required(text.bankName),
    swift_code: australian ? string() : required(text.swiftCode),
    document: mixed().nullable(),
  });
}

/** Whether a PIN is complete: 6 digits, all numeric. */
export function isCompletePin(pin: string | undefined): boolean {
  return new RegExp(`^\\d{${BANK_PIN_LENGTH}}$`).test(pin ?? '');
}

export const bankPinSchema = object({
  token: string().test('pin', text.pinDigits, isCompletePin),
});

/** The phone number masked except its last 3 characters (spec 2 §9). */
export function maskPhone(phone: string): string {
  const visible = phone.slice(-3);
  return `${'*'.repeat(Math.max(phone.length - 3, 0))}${visible}`;
}
