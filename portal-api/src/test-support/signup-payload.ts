import { AU_SIGNUP_BODY } from '@portal/contract/testing';

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
    ...AU_SIGNUP_BODY,
    set_deposit_limit: true,
    deposit_limit: { limit: 5000, duration_type_id: 2 },
    opted_in: true,
    affiliate_token: 'aff-123',
    ...overrides,
  };
}
