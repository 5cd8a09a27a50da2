import { Value } from 'typebox/value';
import { SYDNEY_ADDRESS } from '../testing/samples.js';
import { CurrentUserResponse } from './current-user.js';
import { User } from './user.js';

const user = {
  id: 1,
  name: 'demo_au',
  first_name: 'Demo',
  last_name: 'Player',
  email: 'demo.au@portal.test',
  email_verified: true,
  phone: null,
  phone_verified: false,
  calling_code: null,
  birth_date: '1990-01-01',
  avatar: null,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: null,
  balance: 125050,
  available_balance: 125050,
  status: { id: 1, name: 'Active' },
  id_verified: true,
  pin: '1234',
  break_applied_at: null,
  break_end_at: null,
  break_kind: null,
  ...SYDNEY_ADDRESS,
  unit_number: null,
  country: 'AU',
  ssn_last_4: null,
  accepted_terms_version: null,
};

test('a user without embeds, its nullable fields null', () => {
  expect(Value.Check(User, user)).toBe(true);
});

test('the embeds are optional, a missing bank account is null', () => {
  expect(Value.Check(User, { ...user, user_bank_account: null, user_cards: [] })).toBe(true);
  expect(Value.Check(User, { ...user, user_cards: [{ id: 1, label: 'Visa 4242' }] })).toBe(false);
});

test('every field the API sends is required, so the serialiser never drops one', () => {
  expect(Value.Check(User, { ...user, pin: undefined })).toBe(false);
  expect(Value.Check(User, { ...user, break_kind: 'forever' })).toBe(false);
});

test('GET /users/current carries the locale metadata', () => {
  const locale = { available_limits: [], bank_document_required: false };
  expect(Value.Check(CurrentUserResponse, { data: user, meta: { locale } })).toBe(true);
  expect(Value.Check(CurrentUserResponse, { data: user, meta: {} })).toBe(false);
});
