import type { ActiveLimit, AvailableLimit, PendingLimitRequest } from '../limits/limit-types';
import type { BankAccount, BpayDetails, PayidDetails, UserCard } from '../payments/payment-types';
import type { IdName } from '../id-name';

/** The current user of spec 1 §3; embedded parts are present only when asked for. */
export interface User {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  calling_code: string | null;
  birth_date: string;
  avatar: { large: string; small: string } | null;
  created_at: string;
  last_login_at: string | null;
  balance: number;
  available_balance: number;
  status: IdName;
  id_verified: boolean;
  pin: string;
  break_applied_at: string | null;
  break_end_at: string | null;
  /** 'short': the player may log in to withdraw while it lasts; 'long': no login until it ends. */
  break_kind: 'short' | 'long' | null;
  unit_number: string | null;
  street_number: string | null;
  street_name: string | null;
  street_type: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string;
  ssn_last_4: string | null;
  /** The terms version the player accepted; null when never accepted. */
  accepted_terms_version: string | null;
  limits?: ActiveLimit[];
  limit_requests?: PendingLimitRequest[];
  user_cards?: UserCard[];
  bpay_details?: BpayDetails;
  payid_details?: PayidDetails;
  user_bank_account?: BankAccount | null;
}

export interface UserLocale {
  available_limits: AvailableLimit[];
  bank_document_required: boolean;
}
