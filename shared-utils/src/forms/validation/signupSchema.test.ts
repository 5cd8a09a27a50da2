import { signupSchema } from './signupSchema';
import { validateSchema } from './validateSchema';

const today = new Date(2026, 0, 15);

const validAu = {
  invite_code: 'WELCOME',
  name: 'new_player',
  email: 'new.player@portal.test',
  password: 'Secret123',
  first_name: 'Nina',
  last_name: 'New',
  birth_date: '1990-02-01',
  phone: '0412 345 678',
  country: 'AU',
  isManualAddress: false,
  address: '1 George Street, Sydney NSW 2000',
  unit_number: '',
  street_number: '1',
  street_name: 'George',
  street_type: 'Street',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  set_deposit_limit: 'yes',
  deposit_limit: { limit: '50', duration_type_id: '2' },
  opted_in: false,
  accept_terms: true,
};

const validUs = {
  ...validAu,
  set_deposit_limit: undefined,
  deposit_limit: undefined,
  birth_date: '1990-02-01',
  phone: '5155550100',
  country: 'US',
  state: 'IA',
  postcode: '50309',
  ssn: '1234',
  confirm_age: true,
  confirm_eligibility: true,
};

const au = (changes: Record<string, unknown>) =>
  validateSchema(signupSchema({ region: 'AU', today }), { ...validAu, ...changes });
const us = (changes: Record<string, unknown>) =>
  validateSchema(signupSchema({ region: 'US', today }), { ...validUs, ...changes });

it('takes a US address only in the state the portal serves', () => {
  const ohio = (changes: Record<string, unknown>) =>
    validateSchema(signupSchema({ region: 'US', usState: 'OH', today }), {
      ...validUs,
      ...changes,
    });
  expect(ohio({ state: 'TX' })).toEqual({
    state: 'We can only open accounts for players with an address in Ohio.',
  });
  expect(ohio({ state: 'OH' })).toEqual({});
});

it('accepts a complete AU/NZ and a complete US sign-up', () => {
  expect(au({})).toEqual({});
  expect(au({ country: 'NZ', set_deposit_limit: 'no', deposit_limit: {} })).toEqual({});
  expect(us({})).toEqual({});
});

it.each([
  ['name', '', 'Username is required'],
  ['first_name', ' ', 'First Name is required'],
  ['last_name', '', 'Last Name is required'],
  ['email', '', 'Email is required'],
  ['email', 'new.player@', 'Must be a valid email address'],
  ['password', '', 'Password is required'],
  ['password', 'Sec123a', 'Password must be at least 8 characters'],
  ['password', 'SECRET123', 'Password must contain at least one lowercase letter'],
  ['password', 'secret123', 'Password must contain at least one uppercase letter'],
  ['password', 'SecretSecret', 'Password must contain at least one number'],
  ['country', '', 'Country is required'],
  ['country', 'US', 'Country is required'],
  ['phone', '', 'Mobile Number is required'],
  ['phone', '+61 412 345', 'Mobile Number must contain digits only'],
  ['phone', '0412 345 6', 'Mobile Number must be at least 9 characters'],
  ['phone', '1234567890123456', 'Mobile Number may not be longer than 15 digits'],
  ['birth_date', '', 'A valid date of Birth is required'],
  ['birth_date', '1899-12-31', 'A valid date of Birth is required'],
  ['birth_date', '1990-02-30', 'A valid date of Birth is required'],
  ['birth_date', '2008-01-16', 'You must be at least 18 years old'],
  ['address', '', 'Address is required'],
  ['street_number', '', 'Street Number is required'],
  ['street_name', '', 'Street Name is required'],
  ['street_type', '', 'Street Type is required'],
  ['city', '', 'City is required'],
  ['state', '', 'State is required'],
  ['postcode', '', 'Postcode is required for Australia'],
  ['set_deposit_limit', '', 'Please select whether you`d like to set a deposit limit or not'],
  ['accept_terms', false, 'You must accept the Terms and Conditions'],
])('AU/NZ %s %j: %s', (field, value, message) => {
  expect(au({ [field]: value })[field]).toBe(message);
});

it('asks for the NZ postcode without naming Australia', () => {
  expect(au({ country: 'NZ', postcode: '' }).postcode).toBe('Postcode is required');
});

it('accepts an 18th birthday today and needs no lookup text for a manual address', () => {
  expect(au({ birth_date: '2008-01-15' })).toEqual({});
  expect(au({ isManualAddress: true, address: '' })).toEqual({});
});

it.each([
  ['', 'Amount is required'],
  ['abc', 'Please enter a valid amount'],
  ['4.99', 'Min amount is $5.00'],
  ['10.505', 'Please enter up to two decimals'],
])('a set deposit limit of %j: %s', (limit, message) => {
  expect(au({ deposit_limit: { limit, duration_type_id: '2' } })).toEqual({
    deposit_limit: { limit: message },
  });
});

it('needs a duration for a set deposit limit, and nothing when no limit is set', () => {
  expect(au({ deposit_limit: { limit: '5.00', duration_type_id: '' } })).toEqual({
    deposit_limit: { duration_type_id: 'Please select a valid duration' },
  });
  expect(au({ set_deposit_limit: 'no', deposit_limit: { limit: 'x' } })).toEqual({});
});

it.each([
  ['phone', '', 'Phone number is required'],
  ['phone', '515555010', 'Phone number must be 10 digits'],
  ['phone', '51555501000', 'Phone number must be 10 digits'],
  ['birth_date', '2005-01-16', 'You must be at least 21 years old'],
  ['country', 'AU', 'Country is required'],
  ['postcode', '', 'Zip Code is required'],
  ['ssn', '', 'Last 4 digits of SSN are required'],
  ['ssn', '12a4', 'SSN must contain digits only'],
  ['ssn', '123', 'SSN must be exactly 4 digits'],
  ['confirm_age', false, 'This confirmation is required'],
  ['confirm_eligibility', false, 'This confirmation is required'],
  ['accept_terms', false, 'You must accept the Terms and Conditions'],
])('US %s %j: %s', (field, value, message) => {
  expect(us({ [field]: value })[field]).toBe(message);
});

it('asks nothing about deposit limits in the US, and a welcome code only when invite-only', () => {
  expect(us({ set_deposit_limit: '' })).toEqual({});
  const schema = signupSchema({ region: 'AU', today, inviteOnly: true });
  expect(validateSchema(schema, { ...validAu, invite_code: ' ' }).invite_code).toBe(
    'Welcome code is required',
  );
});
