// The postal address of spec 1 §3 in the fields the API keeps, which the User schema (./user.ts)
// and the sign-up form share. A module without imports, so a browser build takes it alone (the
// export @portal/contract/users/address).

/** The address fields: unit (optional), street number, name and type, city, state, postcode. */
export const ADDRESS_FIELDS = [
  'unit_number',
  'street_number',
  'street_name',
  'street_type',
  'city',
  'state',
  'postcode',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** A complete address as the API keeps it: every field a text, the unit null when there is none. */
export type Address = Record<Exclude<AddressField, 'unit_number'>, string> & {
  unit_number: string | null;
};
