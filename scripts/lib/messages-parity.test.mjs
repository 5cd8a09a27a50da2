import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import ts from 'typescript';
import { ROOT } from './workspace.mjs';

// The spec's validation texts live twice: in the client (shared-utils, which the forms show before
// sending) and in the API's catalogue (contract/src/messages.ts, which portal-api answers with under the fields). Each
// text both sides use is paired here by key; where spec 1 §5 or §8 quotes it, the quote is kept too.

/** A messages.ts (a module without imports) compiled and loaded: its `messages` object. */
async function loadMessages(file) {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  return (await import(url)).messages;
}

const client = await loadMessages('shared-utils/src/messages.ts');
const server = await loadMessages('contract/src/messages.ts');

const at = (object, keys) => keys.split('.').reduce((value, key) => value?.[key], object);
/** A text, or for a text with a number in it (tooYoung) the texts for the ages that occur. */
const texts = (value) => (typeof value === 'function' ? [18, 21].map((n) => value(n)) : [value]);

/** [client key, server key or function of the server messages, the spec's quote (N for a number)]. */
const PAIRS = [
  [
    'genericError',
    'generic',
    'An error occurred, please try again or contact our Customer Service.',
  ],
  ['validation.usernameRequired', 'signup.usernameRequired', 'Username is required'],
  ['validation.firstNameRequired', 'signup.firstNameRequired', 'First Name is required'],
  ['validation.lastNameRequired', 'signup.lastNameRequired', 'Last Name is required'],
  ['validation.emailRequired', 'signup.emailRequired'],
  ['validation.emailRequired', 'password.emailRequired', 'Email is required'],
  ['validation.emailInvalid', 'signup.emailInvalid', 'Must be a valid email address'],
  ['validation.emailInvalid', 'invalidEmail', 'Must be a valid email address'],
  ['validation.passwordRequired', 'password.required'],
  ['validation.passwordTooShort', 'password.tooShort'],
  ['validation.passwordLowercase', 'password.lowercase'],
  ['validation.passwordUppercase', 'password.uppercase'],
  ['validation.passwordNumber', 'password.number'],
  ['validation.countryRequired', 'signup.countryRequired'],
  ['validation.mobileRequired', 'signup.mobileRequired'],
  ['validation.mobileDigits', 'signup.mobileDigits'],
  [
    'validation.mobileTooShort',
    'signup.mobileTooShort',
    'Mobile Number must be at least 9 characters',
  ],
  ['validation.mobileTooLong', 'signup.mobileTooLong'],
  ['validation.usPhoneRequired', 'signup.usPhoneRequired'],
  ['validation.usPhoneLength', 'signup.usPhoneLength', 'Phone number must be 10 digits'],
  ['validation.birthDateInvalid', 'signup.birthDateInvalid', 'A valid date of Birth is required'],
  ['validation.tooYoung', 'signup.tooYoung', 'You must be at least N years old'],
  ['validation.addressRequired', 'signup.addressRequired'],
  ['validation.streetNumberRequired', 'signup.streetNumberRequired'],
  ['validation.streetNameRequired', 'signup.streetNameRequired'],
  ['validation.streetTypeRequired', 'signup.streetTypeRequired'],
  ['validation.cityRequired', 'signup.cityRequired'],
  ['validation.stateRequired', 'signup.stateRequired'],
  ['validation.stateNotServed', 'signup.stateNotServed'],
  [
    'validation.postcodeRequiredAU',
    'signup.postcodeRequiredAU',
    'Postcode is required for Australia',
  ],
  ['validation.postcodeRequired', 'signup.postcodeRequired'],
  ['validation.zipCodeRequired', 'signup.zipCodeRequired'],
  ['validation.ssnRequired', 'signup.ssnRequired'],
  ['validation.ssnDigits', 'signup.ssnDigits'],
  ['validation.ssnLength', 'signup.ssnLength'],
  [
    'validation.depositLimitChoiceRequired',
    'signup.depositLimitChoiceRequired',
    'Please select whether you`d like to set a deposit limit or not',
  ],
  ['validation.depositLimitRequired', 'signup.depositLimitRequired'],
  ['validation.depositLimitInvalid', 'signup.depositLimitInvalid'],
  ['validation.depositLimitMin', 'signup.depositLimitMin', 'Min amount is $5.00'],
  [
    'validation.depositLimitDecimals',
    'signup.depositLimitDecimals',
    'Please enter up to two decimals',
  ],
  [
    'validation.depositLimitDuration',
    'signup.depositLimitDuration',
    'Please select a valid duration',
  ],
  ['validation.acceptTermsRequired', 'signup.acceptTermsRequired'],
  // The login schema's email field: the server words it from the field's label.
  ['validation.loginEmailRequired', (m) => m.fieldRequired(m.loginEmailLabel)],
  [
    'validation.currentPasswordRequired',
    'password.currentRequired',
    'Current password is required',
  ],
  ['validation.newPasswordRequired', 'password.newRequired', 'New password is required'],
  [
    'validation.confirmPasswordRequired',
    'password.confirmRequired',
    'Please retype your password.',
  ],
  ['validation.passwordsMustMatch', 'password.mustMatch', 'Passwords must match'],
];

/** Client validation texts the server never sends, and why. */
const CLIENT_ONLY = {
  passwordHints: 'hints shown beside the password field, not errors',
  inviteCodeRequired: 'the server gives an empty welcome code its default',
  confirmationRequired: "the US sign-up's confirmation boxes are checked by the client alone",
  mobileCodeRequired: 'the server takes the code as a path segment, which cannot be empty',
};

test("the client's and the server's copies of the validation texts are the same", () => {
  for (const [clientKey, serverKey, quote] of PAIRS) {
    const clientValue = at(client, clientKey);
    const serverValue = typeof serverKey === 'function' ? serverKey(server) : at(server, serverKey);
    assert.ok(clientValue !== undefined, `the client has no messages.${clientKey}`);
    assert.ok(serverValue !== undefined, `the server has no messages.${serverKey}`);
    assert.deepEqual(
      texts(serverValue),
      texts(clientValue),
      `client messages.${clientKey} and server ${serverKey} differ`,
    );
    if (quote) {
      const quoted = texts(serverValue).map((_, i) => quote.replace('N', String([18, 21][i])));
      assert.deepEqual(
        texts(serverValue),
        typeof serverValue === 'function' ? quoted : [quote],
        `server ${serverKey} is not the spec's text`,
      );
    }
  }
});

test('every client validation text is paired with the server or said to be client-only', () => {
  const paired = new Set(PAIRS.map(([clientKey]) => clientKey));
  const unaccounted = Object.keys(client.validation).filter(
    (key) => !paired.has(`validation.${key}`) && !(key in CLIENT_ONLY),
  );
  assert.deepEqual(unaccounted, [], 'pair these with the server texts or list them as client-only');
  for (const key of Object.keys(CLIENT_ONLY)) assert.ok(key in client.validation, key);
});
