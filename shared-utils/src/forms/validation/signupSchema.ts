import {
  messages,
  minimumAge,
  US_STATE_NAMES,
  type CountryCode,
  type Region,
  type UsState,
} from '@portal/shared-utils';
import { boolean, object, string } from 'yup';
import { emailSchema } from './authSchemas';
import { ageOn, isValidBirthDate } from './birthDate';
import { passwordSchema } from './passwordRules';

const m = messages.validation;

/** Sign-up deposit limit: at least $5.00 (spec 1 §9). */
export const SIGNUP_DEPOSIT_LIMIT_MIN = 5;
/** The most digits the phone mask lets through (spec 1 §5). */
export const PHONE_MAX_DIGITS = 15;

/** The countries a player of the region may live in: Australia and New Zealand, or the US. */
export function regionCountries(region: Region): CountryCode[] {
  return region === 'US' ? ['US'] : ['AU', 'NZ'];
}

/** The phone number as sent: spaces stripped. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\s+/g, '');
}

function requiredText(message: string) {
  return string().trim().required(message);
}

function postcodeMessage(country: unknown): string {
  if (country === 'AU') return m.postcodeRequiredAU;
  return country === 'US' ? m.zipCodeRequired : m.postcodeRequired;
}

/** A phone number: digits (spaces stripped), 9 to 15 of them, or exactly 10 in the US (spec 1 §5). */
export function phoneSchema(us: boolean) {
  const phone = string().transform((value: unknown) =>
    typeof value === 'string' ? phoneDigits(value) : value,
  );
  if (us) return phone.required(m.usPhoneRequired).matches(/^\d{10}$/, m.usPhoneLength);
  return phone
    .required(m.mobileRequired)
    .matches(/^\d+$/, m.mobileDigits)
    .min(9, m.mobileTooShort)
    .max(PHONE_MAX_DIGITS, m.mobileTooLong);
}

function birthDateSchema(region: Region, today: Date) {
  const years = minimumAge(region);
  return string()
    .required(m.birthDateInvalid)
    .test('valid', m.birthDateInvalid, isValidBirthDate)
    .test(
      'age',
      m.tooYoung(years),
      (value) => !isValidBirthDate(value) || ageOn(value, today) >= years,
    );
}

/** A deposit limit amount in dollars, as typed: required, a number, 2 decimals at most, $5.00 or more. */
export function depositLimitAmountSchema() {
  return string()
    .trim()
    .required(m.depositLimitRequired)
    .test('number', m.depositLimitInvalid, (value) => /^(\d+\.?\d*|\.\d+)$/.test(value ?? ''))
    .test('decimals', m.depositLimitDecimals, (value) => !/\.\d{3,}$/.test(value ?? ''))
    .test('min', m.depositLimitMin, (value) => !(Number(value) < SIGNUP_DEPOSIT_LIMIT_MIN));
}

function mustBeTicked(message: string) {
  return boolean().required(message).oneOf([true], message);
}

/** The address fields: looked up (then `address` holds the chosen text) or typed in by hand. */
const addressFields = {
  isManualAddress: boolean(),
  address: string().when('isManualAddress', {
    is: true,
    otherwise: (schema) => schema.trim().required(m.addressRequired),
  }),
  unit_number: string(),
  street_number: requiredText(m.streetNumberRequired),
  street_name: requiredText(m.streetNameRequired),
  street_type: requiredText(m.streetTypeRequired),
  city: requiredText(m.cityRequired),
  state: requiredText(m.stateRequired),
  postcode: string().when('country', ([country], schema) =>
    schema.trim().required(postcodeMessage(country)),
  ),
};

/** Outside the US: whether to set a deposit limit, and the limit when set. */
const depositLimitFields = {
  set_deposit_limit: string()
    .required(m.depositLimitChoiceRequired)
    .oneOf(['yes', 'no'], m.depositLimitChoiceRequired),
  deposit_limit: object().when('set_deposit_limit', {
    is: 'yes',
    then: () =>
      object({
        limit: depositLimitAmountSchema(),
        duration_type_id: string().required(m.depositLimitDuration),
      }),
  }),
};

/** In the US: the last 4 SSN digits and the two confirmations that go with the terms. */
const usFields = {
  ssn: string()
    .trim()
    .required(m.ssnRequired)
    .matches(/^\d*$/, m.ssnDigits)
    .matches(/^\d{4}$/, m.ssnLength),
  confirm_age: mustBeTicked(m.confirmationRequired),
  confirm_eligibility: mustBeTicked(m.confirmationRequired),
};

export interface SignupSchemaOptions {
  region: Region;
  /** The one state a US portal serves: a US address must be in it. */
  usState?: UsState;
  /** The day ages are counted to; today by default. */
  today?: Date;
  /** Invite-only sign-up makes the welcome code required. */
  inviteOnly?: boolean;
}

/**
 * The sign-up form (spec 1 §5 Sign-up) for AU/NZ or, with region US, the US form: 21+, a 10-digit
 * phone, the last 4 SSN digits and three confirmations instead of the deposit-limit choice.
 */
export function signupSchema({
  region,
  usState,
  today = new Date(),
  inviteOnly = false,
}: SignupSchemaOptions) {
  const us = region === 'US';
  const served = us && usState;
  return object({
    invite_code: inviteOnly ? requiredText(m.inviteCodeRequired) : string(),
    name: requiredText(m.usernameRequired),
    email: emailSchema(),
    password: passwordSchema(),
    first_name: requiredText(m.firstNameRequired),
    last_name: requiredText(m.lastNameRequired),
    birth_date: birthDateSchema(region, today),
    phone: phoneSchema(us),
    country: string().required(m.countryRequired).oneOf(regionCountries(region), m.countryRequired),
    ...addressFields,
    ...(served && {
      state: addressFields.state.test(
        'served',
        m.stateNotServed(US_STATE_NAMES[served]),
        (value) => !value || value.toUpperCase() === served,
      ),
    }),
    ...(us ? usFields : depositLimitFields),
    opted_in: boolean(),
    accept_terms: mustBeTicked(m.acceptTermsRequired),
  });
}
