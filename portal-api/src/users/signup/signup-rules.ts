import { passwordProblems } from '../../auth/password-rules';
import { ADDRESS_FIELDS, messages, type Address } from '@portal/contract';
import { minimumAge, regionCountries, type Country, type Region, type UsState } from '../../region';
import { ageOn, parseBirthDate } from '../../validation/dates';
import { ErrorCollector } from '../../validation/error-collector';
import { readCents } from '../../validation/money';
import {
  isEmail,
  notAllowedCharacters,
  parseFlag,
  parseNumber,
  PERSON_NAME,
  readFlag,
  readText,
  type Body,
} from '../../validation/values';
import { readAddress } from '../address-rules';
import { readPhone } from '../phone-rules';

const m = messages.signup;

export const DEFAULT_INVITE_CODE = 'WELCOME';
/** Sign-up deposit limits (spec 1 §9): limit type 1, at least $5.00, in cents. */
export const SIGNUP_LIMIT_TYPE_ID = 1;
export const SIGNUP_LIMIT_MIN_CENTS = 500;
export const SIGNUP_LIMIT_MAX_CENTS = 100_000_000;

export interface SignupLimit {
  /** Cents. */
  amount: number;
  durationId: number;
}

/** A valid sign-up payload (spec 1 §3), ready to store. */
export interface SignupInput {
  name: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  country: Country;
  address: Address;
  ssnLast4: string | null;
  depositLimit: SignupLimit | null;
  inviteCode: string;
  affiliateToken: string | null;
  optedIn: boolean;
  enable2fa: boolean;
}

export interface SignupContext {
  region: Region;
  /** The one state a US portal serves. */
  usState: UsState;
  /** Today's date where the players are. */
  today: [number, number, number];
  /** The durations a deposit limit may have. */
  depositDurationIds: number[];
}

function readName(body: Body, field: string, label: string, required: string, e: ErrorCollector) {
  return readText(body, field, e, {
    label,
    required,
    max: 50,
    pattern: [PERSON_NAME, notAllowedCharacters(label)],
  });
}

function readUsername(body: Body, e: ErrorCollector): string | undefined {
  const name = readText(body, 'name', e, { label: 'Username', required: m.usernameRequired });
  if (name === undefined) return undefined;
  if (name.length < 3 || name.length > 30) e.add('name', m.usernameLength);
  else if (!/^[A-Za-z0-9_.]+$/.test(name)) e.add('name', m.usernameCharacters);
  else return name;
  return undefined;
}

function readEmail(body: Body, e: ErrorCollector): string | undefined {
  const email = readText(body, 'email', e, { label: 'Email', required: m.emailRequired });
  if (email === undefined) return undefined;
  if (isEmail(email)) return email;
  e.add('email', m.emailInvalid);
  return undefined;
}

function readPassword(body: Body, field: string, required: string, e: ErrorCollector) {
  const password = readText(body, field, e, { label: 'Password', required, max: 1000, raw: true });
  if (password === undefined) return undefined;
  const problems = passwordProblems(password);
  for (const problem of problems) e.add(field, problem);
  return problems.length === 0 ? password : undefined;
}

function readCountry(body: Body, region: Region, e: ErrorCollector): Country | undefined {
  const country = readText(body, 'country', e, {
    label: 'Country',
    required: m.countryRequired,
    max: 2,
  });
  if (country === undefined) return undefined;
  const offered = regionCountries(region).find((code) => code === country.toUpperCase());
  if (!offered) e.add('country', m.countryNotOffered);
  return offered;
}

function readBirthDate(body: Body, ctx: SignupContext, e: ErrorCollector): string | undefined {
  const raw = readText(body, 'birth_date', e, {
    label: 'Date of Birth',
    required: m.birthDateInvalid,
    max: 10,
  });
  if (raw === undefined) return undefined;
  const date = parseBirthDate(raw);
  if (!date) {
    e.add('birth_date', m.birthDateInvalid);
    return undefined;
  }
  const years = minimumAge(ctx.region);
  if (ageOn(date, ctx.today) < years) {
    e.add('birth_date', m.tooYoung(years));
    return undefined;
  }
  return raw;
}

function readSsn(body: Body, e: ErrorCollector): string | undefined {
  const ssn = readText(body, 'ssn', e, { label: 'SSN', required: m.ssnRequired, max: 20 });
  if (ssn === undefined) return undefined;
  if (!/^\d+$/.test(ssn)) e.add('ssn', m.ssnDigits);
  else if (ssn.length !== 4) e.add('ssn', m.ssnLength);
  else return ssn;
  return undefined;
}

/** The amount in cents: a JSON integer or a strict decimal string (see readCents). */
function readLimitAmount(value: unknown, e: ErrorCollector): number | undefined {
  const field = 'deposit_limit.limit';
  if (value === undefined || value === null || value === '') {
    e.add(field, m.depositLimitRequired);
    return undefined;
  }
  const reading = readCents(value);
  if ('problem' in reading) {
    e.add(field, reading.problem === 'fraction' ? m.depositLimitDecimals : m.depositLimitInvalid);
  } else if (reading.cents < SIGNUP_LIMIT_MIN_CENTS) e.add(field, m.depositLimitMin);
  else if (reading.cents > SIGNUP_LIMIT_MAX_CENTS) e.add(field, m.depositLimitMax);
  else return reading.cents;
  return undefined;
}

/** Outside the US: the deposit-limit choice, and the limit when one is set. */
function readDepositLimit(body: Body, ctx: SignupContext, e: ErrorCollector) {
  const choice = parseFlag(body.set_deposit_limit);
  if (choice === undefined || choice === 'invalid') {
    e.add('set_deposit_limit', m.depositLimitChoiceRequired);
    return undefined;
  }
  if (!choice) return null;
  const limit = body.deposit_limit;
  const fields = typeof limit === 'object' && limit !== null ? (limit as Body) : {};
  const amount = readLimitAmount(fields.limit, e);
  const durationId = parseNumber(fields.duration_type_id);
  if (durationId === undefined || !ctx.depositDurationIds.includes(durationId)) {
    e.add('deposit_limit.duration_type_id', m.depositLimitDuration);
    return undefined;
  }
  return amount === undefined ? undefined : { amount, durationId };
}

function readMarketing(body: Body, e: ErrorCollector): boolean {
  if (body.opted_in === undefined && body.opted_out !== undefined) {
    const optedOut = readFlag(body, 'opted_out', 'Opted out', e);
    return optedOut === undefined ? false : !optedOut;
  }
  return readFlag(body, 'opted_in', 'Opted in', e) ?? false;
}

function readExtras(body: Body, e: ErrorCollector) {
  const inviteCode = readText(body, 'invite_code', e, {
    label: 'Welcome code',
    max: 50,
    pattern: [/^[A-Za-z0-9_-]+$/, m.inviteCodeInvalid],
  });
  const affiliateToken = readText(body, 'affiliate_token', e, {
    label: 'Affiliate token',
    max: 255,
    pattern: [/^[A-Za-z0-9._~-]+$/, m.affiliateTokenInvalid],
  });
  readFlag(body, 'isManualAddress', 'Manual address', e);
  return {
    inviteCode:
      inviteCode === undefined ? undefined : (inviteCode || DEFAULT_INVITE_CODE).toUpperCase(),
    affiliateToken: affiliateToken === undefined ? undefined : affiliateToken || null,
    optedIn: readMarketing(body, e),
    enable2fa: readFlag(body, 'enable2fa', 'Enable 2FA', e) ?? false,
  };
}

/**
 * Checks the whole sign-up payload against spec 1 §5 for the region and returns it normalised,
 * or the field-to-messages map of everything wrong.
 */
export function validateSignup(
  body: Body,
  ctx: SignupContext,
): { input: SignupInput; errors?: undefined } | { input?: undefined; errors: ErrorCollector } {
  const e = new ErrorCollector();
  const us = ctx.region === 'US';
  const name = readUsername(body, e);
  const email = readEmail(body, e);
  const password = readPassword(body, 'password', messages.password.required, e);
  const firstName = readName(body, 'first_name', 'First Name', m.firstNameRequired, e);
  const lastName = readName(body, 'last_name', 'Last Name', m.lastNameRequired, e);
  const birthDate = readBirthDate(body, ctx, e);
  const phone = readPhone(body, us, e);
  const country = readCountry(body, ctx.region, e);
  const address = readAddress(body, country ?? (us ? 'US' : 'AU'), ctx.usState, e);
  if (parseFlag(body.isManualAddress) === false && ADDRESS_FIELDS.some((f) => e.has(f))) {
    e.add('address', m.addressRequired);
  }
  const ssnLast4 = us ? readSsn(body, e) : null;
  const depositLimit = us ? null : readDepositLimit(body, ctx, e);
  const extras = readExtras(body, e);
  if (parseFlag(body.accept_terms) !== true) e.add('accept_terms', m.acceptTermsRequired);

  if (
    !e.isEmpty ||
    !name ||
    !email ||
    !password ||
    !firstName ||
    !lastName ||
    !birthDate ||
    !phone ||
    !country ||
    ssnLast4 === undefined ||
    depositLimit === undefined ||
    extras.inviteCode === undefined ||
    extras.affiliateToken === undefined
  ) {
    return { errors: e };
  }
  return {
    input: {
      name,
      email,
      password,
      firstName,
      lastName,
      birthDate,
      phone,
      country,
      address: address as Address,
      ssnLast4,
      depositLimit,
      inviteCode: extras.inviteCode,
      affiliateToken: extras.affiliateToken,
      optedIn: extras.optedIn,
      enable2fa: extras.enable2fa,
    },
  };
}
