/** Bank account status ids (migration 005; spec 2 §3 user_bank_account.status). */
export const BANK_ACCOUNT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** The bank PIN (spec 2 §9): 6 digits, valid 10 minutes, 5 tries, 5 an hour. */
export const BANK_PIN = /^\d{6}$/;
export const BANK_PIN_TTL_SECONDS = 10 * 60;
export const BANK_PIN_MAX_ATTEMPTS = 5;
export const BANK_PINS_PER_HOUR = 5;

/** Statements a player may upload for an account in an hour (each one is stored). */
export const BANK_DOCUMENTS_PER_HOUR = 5;

/** The largest bank statement document. */
export const BANK_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Whether the player must send a bank statement with new bank details (locale
 * bank_document_required): outside Australia, where no BSB identifies the bank.
 */
export function bankDocumentRequired(country: string): boolean {
  return country !== 'AU';
}
