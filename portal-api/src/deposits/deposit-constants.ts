/** Deposit bounds in cents (spec 2 §9), sent to clients as GET /users/deposit_request_types meta. */
export const DEPOSIT_BOUNDS = {
  min_deposit: 100,
  max_deposit: 50_000_000,
  min_blueshyft_deposit: 1_000,
  max_blueshyft_deposit: 800_000,
} as const;

/** Deposit (payment) status ids (spec 2 §3 card payment status, plus Cancelled). */
export const DEPOSIT_STATUS = {
  pending: 1,
  processing: 2,
  approved: 3,
  rejected: 4,
  chargedBack: 5,
  cancelled: 6,
} as const;

/** How long a started deposit stays open (and counts against deposit limits). */
export const OPEN_FOR_SECONDS = {
  card: 60 * 60,
  us: 60 * 60,
  cashCode: 7 * 24 * 60 * 60,
  /** A BPAY or EFT transfer the player told us about takes up to three business days to arrive. */
  notice: 7 * 24 * 60 * 60,
} as const;

export const CURRENCY = 'AUD';
