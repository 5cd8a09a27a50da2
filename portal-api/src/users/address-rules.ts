import { ADDRESS_FIELDS, messages, type Address, type AddressField } from '@portal/contract';
import { isPostcodeOf, isStateOf, US_STATE_NAMES, type Country, type UsState } from '../region';
import type { ErrorCollector } from '../validation/error-collector';
import {
  ADDRESS_TEXT,
  notAllowedCharacters,
  readText,
  type Body,
  type TextRule,
} from '../validation/values';

const m = messages.signup;

function postcodeRequired(country: Country): string {
  if (country === 'AU') return m.postcodeRequiredAU;
  return country === 'US' ? m.zipCodeRequired : m.postcodeRequired;
}

function rule(label: string, required: string | undefined, max: number): TextRule {
  return { label, required, max, pattern: [ADDRESS_TEXT, notAllowedCharacters(label)] };
}

const RULES: Record<AddressField, (country: Country) => TextRule> = {
  unit_number: () => rule('Unit Number', undefined, 20),
  street_number: () => rule('Street Number', m.streetNumberRequired, 20),
  street_name: () => rule('Street Name', m.streetNameRequired, 100),
  street_type: () => rule('Street Type', m.streetTypeRequired, 40),
  city: () => rule('City', m.cityRequired, 100),
  state: () => rule('State', m.stateRequired, 60),
  postcode: (country) => ({ label: 'Postcode', required: postcodeRequired(country), max: 10 }),
};

/**
 * The address components of spec 1 §5 (street number, name and type, city, state and postcode
 * required; unit optional), for the given fields only when `only` is set (profile updates). A US
 * portal serves one state (PORTAL_US_STATE): a US address must be in it.
 */
export function readAddress(
  body: Body,
  country: Country,
  servedUsState: UsState,
  errors: ErrorCollector,
  only?: AddressField[],
): Partial<Address> {
  const address: Partial<Address> = {};
  for (const field of only ?? ADDRESS_FIELDS) {
    const value = readText(body, field, errors, RULES[field](country));
    if (value === undefined) continue;
    if (field === 'unit_number') {
      address.unit_number = value || null;
    } else if (field === 'state' && !isStateOf(country, value)) {
      errors.add(field, m.stateInvalid);
    } else if (field === 'state' && country === 'US' && value.toUpperCase() !== servedUsState) {
      errors.add(field, m.stateNotServed(US_STATE_NAMES[servedUsState]));
    } else if (field === 'postcode' && !isPostcodeOf(country, value)) {
      errors.add(field, country === 'US' ? m.zipCodeInvalid : m.postcodeInvalid);
    } else {
      address[field] = field === 'state' && country !== 'NZ' ? value.toUpperCase() : value;
    }
  }
  return address;
}
