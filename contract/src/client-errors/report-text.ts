// What a client error report may carry, without TypeBox: the kernel bundles this file into every
// page (@portal/contract/client-errors/report-text), and the API checks the same rules again.

/** Why a report was sent: an uncaught error, an unhandled rejection, a module that did not load, a
 * single-spa lifecycle (bootstrap, mount, unmount) that failed. */
export type ClientErrorKind = 'error' | 'unhandledrejection' | 'load' | 'mount';
export const CLIENT_ERROR_KINDS: readonly ClientErrorKind[] = [
  'error',
  'unhandledrejection',
  'load',
  'mount',
];

/** The micro-frontend of an error no import-map entry's URL explains. */
export const UNATTRIBUTED = 'unattributed';

/**
 * The portal's own modules by import-map name: the only micro-frontend names the API counts by
 * name, so a report cannot grow the metrics' label set.
 */
export const PORTAL_MODULES = [
  '@portal/root-config',
  '@portal/shared-utils',
  '@portal/shell',
  '@portal/auth',
  '@portal/account-profile',
  '@portal/payments',
  '@portal/responsible-gambling',
  '@portal/betting-host',
  '@portal/fantasy-host',
] as const;

/** The longest value of each field; a client cuts its texts to these before sending. */
export const CLIENT_ERROR_LIMITS = {
  mf: 100,
  version: 64,
  message: 500,
  stack: 2000,
  page: 300,
} as const;

const REDACTED = '[redacted]';

/** The digits pass the Luhn check every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// Credentials an error text may quote: a bearer token, a JWT, a secret query parameter, or an
// opaque token (a long run of letters and digits that has both).
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const SECRET_PARAMETER =
  /([?&;][\w-]*(?:token|code|key|secret|password|signature|pin)[\w-]*=)[^&#\s"']+/gi;
const OPAQUE_TOKEN = /\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{32,}\b/gi;
const EMAIL = /[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)+/gi;
// 13 to 19 digits, spaced or dashed as a card number is written.
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;

/**
 * The text with tokens, e-mail addresses and card numbers replaced by `[redacted]`: an error
 * message quotes what the code had at hand, and a report must not carry a player's secrets.
 */
export function redactErrorText(text: string): string {
  return text
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(OPAQUE_TOKEN, REDACTED)
    .replace(EMAIL, REDACTED)
    .replace(CARD_NUMBER, (match) => (passesLuhn(match.replace(/\D/g, '')) ? REDACTED : match));
}
