import {
  changePasswordSchema,
  loginSchema,
  mobileCodeSchema,
  resetEmailSchema,
  resetPasswordSchema,
} from './authSchemas';
import { passwordRules } from './passwordRules';
import { validateSchema } from './validateSchema';

it('login needs the username or email and the password', () => {
  expect(validateSchema(loginSchema, { email: ' ', password: '' })).toEqual({
    email: 'Username or email is required',
    password: 'Password is required',
  });
  expect(validateSchema(loginSchema, { email: 'demo_au', password: 'x' })).toEqual({});
});

it.each([
  ['', 'Email is required'],
  ['someone@', 'Must be a valid email address'],
])('reset email %j: %s', (email, message) => {
  expect(validateSchema(resetEmailSchema, { email })).toEqual({ email: message });
});

it('change password: every field required, the new password meets the rules and matches', () => {
  expect(validateSchema(changePasswordSchema, {})).toEqual({
    password: 'Current password is required',
    new_password: 'New password is required',
    new_confirm_password: 'Please retype your password.',
  });
  expect(
    validateSchema(changePasswordSchema, {
      password: 'old',
      new_password: 'Better123',
      new_confirm_password: 'Better124',
    }),
  ).toEqual({ new_confirm_password: 'Passwords must match' });
  expect(
    validateSchema(resetPasswordSchema, { new_password: 'short', new_confirm_password: 'short' }),
  ).toEqual({ new_password: 'Password must be at least 8 characters' });
});

it("the mobile code says 'Please enter a code first.' when empty", () => {
  expect(validateSchema(mobileCodeSchema, { code: '' })).toEqual({
    code: 'Please enter a code first.',
  });
});

it('password rules give the hints in order with their tests', () => {
  expect(passwordRules.map((rule) => rule.hint)).toEqual([
    'Contains upper and lower case',
    'At least one number',
    '8 or more characters',
  ]);
  expect(passwordRules.map((rule) => rule.test('abcD1234'))).toEqual([true, true, true]);
  expect(passwordRules.map((rule) => rule.test('abc'))).toEqual([false, false, false]);
});
