/** Withdrawal (payment) status ids (spec 2 §3; docs/withdrawals-api.md). */
export const WITHDRAWAL_STATUS = {
  pending: 1,
  processing: 2,
  approved: 3,
  rejected: 4,
  cancelled: 6,
} as const;

export const WITHDRAWAL_STATUS_IDS = Object.values(WITHDRAWAL_STATUS);

/** Withdrawal method ids: bank transfer (AU/NZ) and the US methods of spec 2 §3. */
export const WITHDRAWAL_METHOD = { bank: 1, ach: 2, skrill: 4, sightline: 5 } as const;

/** The smallest withdrawal in cents (spec 2 §9), also GET /users/withdrawal_request_types meta. */
export const MIN_WITHDRAWAL = 1_000;

/** A bank withdrawal to an approved account up to this many cents is processed automatically. */
export const AUTO_WITHDRAWAL_MAX = 100_000;

/** An automatic withdrawal moves from Pending to Processing this long after it was requested. */
export const AUTO_PROCESSING_DELAY_SECONDS = 5;

/** How often the server looks for automatic withdrawals that are due. */
export const AUTO_PROCESSING_INTERVAL_MS = 1_000;

export const WITHDRAWALS_PER_PAGE = 10;
