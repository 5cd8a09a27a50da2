import { ADDRESS_FIELDS, type AddressField } from '@portal/contract/users/address';
import type { PortalConfig } from '@portal/shared-utils';

/**
 * The address parts a lookup fills in, which the manual entry shows as fields: the fields the API
 * keeps.
 */
export const ADDRESS_PARTS = ADDRESS_FIELDS;

/** The address as the API keeps it: unit, street number, name and type, city, state, postcode. */
export type AddressParts = Record<AddressField, string>;

/** The account and the person: the same in the form and in the payload. */
export interface SignupDetails extends AddressParts {
  invite_code: string;
  name: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  birth_date: string;
  phone: string;
  country: string;
}

/** The sign-up form's values; the payload of spec 1 §3 is made from them (see signupPayload). */
export interface SignupValues extends SignupDetails, Record<string, unknown> {
  ssn: string;
  isManualAddress: boolean;
  /** The chosen suggestion of the address lookup. */
  address: string;
  set_deposit_limit: '' | 'yes' | 'no';
  deposit_limit: { limit: string; duration_type_id: string };
  opted_in: boolean;
  accept_terms: boolean;
  confirm_age: boolean;
  confirm_eligibility: boolean;
}

/** The default welcome (invite) code (spec 1 §3, §6). */
export const DEFAULT_INVITE_CODE = 'WELCOME';

/** Every field the form shows, for attaching the server's field errors. */
export const SIGNUP_FIELDS: readonly string[] = [
  'invite_code',
  'name',
  'email',
  'password',
  'first_name',
  'last_name',
  'birth_date',
  'phone',
  'country',
  'ssn',
  'address',
  ...ADDRESS_PARTS,
  'set_deposit_limit',
  'deposit_limit.limit',
  'deposit_limit.duration_type_id',
  'opted_in',
  'accept_terms',
  'confirm_age',
  'confirm_eligibility',
];

export function initialSignupValues(config: PortalConfig): SignupValues {
  return {
    invite_code: DEFAULT_INVITE_CODE,
    name: '',
    email: '',
    password: '',
    first_name: '',
    last_name: '',
    birth_date: '',
    phone: '',
    country: config.region,
    ssn: '',
    isManualAddress: false,
    address: '',
    unit_number: '',
    street_number: '',
    street_name: '',
    street_type: '',
    city: '',
    state: '',
    postcode: '',
    set_deposit_limit: '',
    deposit_limit: { limit: '', duration_type_id: '' },
    opted_in: false,
    accept_terms: false,
    confirm_age: false,
    confirm_eligibility: false,
  };
}
