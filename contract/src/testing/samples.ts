// Sample data for the tests and the demo players of every package (the export
// @portal/contract/testing). Plain data: a browser test takes it from source like the rest.
import type { AddressField } from '../users/address.js';

type SignupAddress = Readonly<Record<AddressField, string>>;

/** A Sydney address as the sign-up form sends it: no unit. */
export const SYDNEY_ADDRESS: SignupAddress = {
  unit_number: '',
  street_number: '12',
  street_name: 'George',
  street_type: 'Street',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};

/** An address in Iowa, the US state a portal serves by default, as the sign-up form sends it. */
export const DES_MOINES_ADDRESS: SignupAddress = {
  unit_number: '',
  street_number: '400',
  street_name: 'Locust',
  street_type: 'Street',
  city: 'Des Moines',
  state: 'IA',
  postcode: '50309',
};

/**
 * What a valid AU sign-up body (spec 1 §3) holds besides the player's own details and choices:
 * the country, the Sydney address entered by hand, the terms accepted, no two-factor login.
 */
export const AU_SIGNUP_BODY = {
  country: 'AU',
  ...SYDNEY_ADDRESS,
  enable2fa: false,
  isManualAddress: true,
  accept_terms: true,
} as const;
