/** An id with its display name, as the API returns for statuses, types and durations. */
export interface Named {
  id: number;
  name: string;
}

/** An active limit. `limit` is in cents; null or absent means a plain duration. */
export interface UserLimit {
  id: number;
  type: { id: number; name?: string };
  duration: Named;
  limit?: number | null;
  used: number;
  created_at: string;
  end_date: string | null;
}

/** A pending limit change; `limit` null means removal. */
export interface LimitRequest {
  id: number;
  type: { id: number; name?: string };
  duration: Named;
  limit: number | null;
  created_at: string;
  activate_at: string;
}

/** A limit type the player may set, with its durations. */
export interface AvailableLimit {
  id: number;
  name?: string;
  has_amount?: boolean;
  /** What the amount counts: cents of money, or minutes of logged-in time (the US time limit). */
  unit?: 'cents' | 'minutes';
  durations: Named[];
}

/** The current-user call's response meta, merged into the user as `locale`. */
export interface UserLocale {
  available_limits: AvailableLimit[];
  bank_document_required: boolean;
}

export interface UserAvatar {
  large: string;
  small: string;
}

export type CountryCode = 'AU' | 'NZ' | 'US';

/** The signed-in player (spec 1 §3 User). Money is in integer cents. */
export interface User {
  id: number;
  /** The username. */
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  phone: string;
  phone_verified: boolean;
  calling_code: string;
  /** YYYY-MM-DD */
  birth_date: string;
  avatar: UserAvatar | null;
  created_at: string;
  last_login_at: string | null;
  balance: number;
  available_balance: number;
  status: Named;
  id_verified: boolean;
  /** Telephone PIN. */
  pin: string;
  limits: UserLimit[];
  limit_requests: LimitRequest[];
  locale: UserLocale;
  break_applied_at: string | null;
  break_end_at: string | null;
  /** 'short': the player may log in to withdraw while it lasts; 'long': no login until it ends. */
  break_kind: 'short' | 'long' | null;
  unit_number: string | null;
  street_number: string;
  street_name: string;
  street_type: string;
  city: string;
  state: string;
  postcode: string;
  country: CountryCode;
  ssn_last_4: string | null;
  /** The terms version the player accepted; null when never accepted. */
  accepted_terms_version?: string | null;
}

/** User status id of a locked account. */
export const USER_STATUS_LOCKED = 3;
