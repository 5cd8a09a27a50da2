let serial = 0;

/** A valid AU sign-up payload (spec 1 §3) with a unique username and email. */
export function auPayload(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    invite_code: '',
    name: `new_player_${serial}`,
    email: `new.player.${serial}@portal.test`,
    password: 'Secret123',
    first_name: 'Casey',
    last_name: "O'Brien",
    birth_date: '1990-01-31',
    phone: '0412 345 678',
    country: 'AU',
    unit_number: '',
    street_number: '12',
    street_name: 'George',
    street_type: 'Street',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    set_deposit_limit: true,
    deposit_limit: { limit: 5000, duration_type_id: 2 },
    enable2fa: false,
    isManualAddress: true,
    opted_in: true,
    accept_terms: true,
    affiliate_token: 'aff-123',
    ...overrides,
  };
}
