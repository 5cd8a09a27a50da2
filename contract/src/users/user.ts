import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Nullable } from '../common/nullable.js';
import { ActiveLimit, AvailableLimit, PendingLimitRequest } from '../limits/limit.js';
import { BankAccount, BpayDetails, PayidDetails, UserCard } from '../payments/payment-details.js';
import { ADDRESS_FIELDS, type AddressField } from './address.js';

const NullableString = Nullable(Type.String());

/** The address fields, each null until the player gives an address. */
const UserAddress = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field, NullableString]),
) as Record<AddressField, typeof NullableString>;

/** The current user of spec 1 §3; embedded parts are present only when asked for. */
export const User = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  email_verified: Type.Boolean(),
  phone: NullableString,
  phone_verified: Type.Boolean(),
  calling_code: NullableString,
  birth_date: Type.String(),
  avatar: Nullable(Type.Object({ large: Type.String(), small: Type.String() })),
  created_at: Type.String(),
  last_login_at: NullableString,
  balance: Type.Integer(),
  available_balance: Type.Integer(),
  status: IdName,
  id_verified: Type.Boolean(),
  pin: Type.String(),
  break_applied_at: NullableString,
  break_end_at: NullableString,
  /** 'short': the player may log in to withdraw while it lasts; 'long': no login until it ends. */
  break_kind: Nullable(Type.Union([Type.Literal('short'), Type.Literal('long')])),
  ...UserAddress,
  country: Type.String(),
  ssn_last_4: NullableString,
  /** The terms version the player accepted; null when never accepted. */
  accepted_terms_version: NullableString,
  limits: Type.Optional(Type.Array(ActiveLimit)),
  limit_requests: Type.Optional(Type.Array(PendingLimitRequest)),
  user_cards: Type.Optional(Type.Array(UserCard)),
  bpay_details: Type.Optional(BpayDetails),
  payid_details: Type.Optional(PayidDetails),
  user_bank_account: Type.Optional(Nullable(BankAccount)),
});
export type User = Static<typeof User>;

export const UserLocale = Type.Object({
  available_limits: Type.Array(AvailableLimit),
  bank_document_required: Type.Boolean(),
});
export type UserLocale = Static<typeof UserLocale>;
