// The shapes of the current-user answer are the contract's (what the API serialises,
// contract/src/users/user.ts and contract/src/limits/limit.ts); these are the names the kernel has
// always given them.
import type {
  ActiveLimit,
  AvailableLimit as ContractAvailableLimit,
  IdName,
  PendingLimitRequest,
  User as ContractUser,
  UserLocale as ContractUserLocale,
} from '@portal/contract';

/** An id with its display name, as the API returns for statuses, types and durations. */
export type Named = IdName;

/** An active limit; `limit` and `used` are cents, or minutes for a time limit. */
export type UserLimit = ActiveLimit;

/** A pending limit change; `limit` null means removal. */
export type LimitRequest = PendingLimitRequest;

/** A limit type the player may set, with its durations. */
export type AvailableLimit = ContractAvailableLimit;

/** The current-user call's response meta, merged into the user as `locale`. */
export type UserLocale = ContractUserLocale;

export type CountryCode = 'AU' | 'NZ' | 'US';

/** The embeds of the current user that the shared user asks for (`?embed=limits`). */
type SharedEmbeds = 'limits' | 'limit_requests';

/**
 * The signed-in player (spec 1 §3 User) as GET /users/current?embed=limits answers it, with the
 * answer's meta merged in as `locale`; the payment details are mf-payments' own reads. Money is in
 * integer cents.
 */
export type User = Omit<
  ContractUser,
  'user_cards' | 'bpay_details' | 'payid_details' | 'user_bank_account' | SharedEmbeds
> & { limits: UserLimit[]; limit_requests: LimitRequest[]; locale: UserLocale };

/** User status id of a locked account. */
export const USER_STATUS_LOCKED = 3;
/** The user status of a closed account: it signs in read-only, to its statements and history. */
export const USER_STATUS_CLOSED = 4;
