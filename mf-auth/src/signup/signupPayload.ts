import { readReferrer, toCents } from '@portal/shared-utils';
import { phoneDigits } from '@portal/shared-utils/forms';
import {
  ADDRESS_PARTS,
  DEFAULT_INVITE_CODE,
  type AddressParts,
  type SignupDetails,
  type SignupValues,
} from './signupValues';

/** The sign-up payload of spec 1 §3 (POST /users). */
export interface SignupPayload extends SignupDetails {
  ssn?: string;
  set_deposit_limit: boolean;
  deposit_limit?: { limit: number; duration_type_id: number };
  enable2fa: boolean;
  isManualAddress: boolean;
  opted_in: boolean;
  accept_terms: true;
  affiliate_token?: string;
}

export function signupPayload(values: SignupValues, us: boolean): SignupPayload {
  const setLimit = !us && values.set_deposit_limit === 'yes';
  const address = Object.fromEntries(
    ADDRESS_PARTS.map((part) => [part, values[part].trim()]),
  ) as AddressParts;
  const affiliate = readReferrer();
  return {
    invite_code: values.invite_code.trim() || DEFAULT_INVITE_CODE,
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    birth_date: values.birth_date,
    phone: phoneDigits(values.phone),
    country: values.country,
    ...address,
    ...(us ? { ssn: values.ssn.trim() } : {}),
    set_deposit_limit: setLimit,
    ...(setLimit
      ? {
          deposit_limit: {
            // The limit is sent x100: the dollars as typed, in cents.
            limit: toCents(values.deposit_limit.limit),
            duration_type_id: Number(values.deposit_limit.duration_type_id),
          },
        }
      : {}),
    enable2fa: false,
    isManualAddress: values.isManualAddress,
    opted_in: values.opted_in,
    accept_terms: true,
    ...(affiliate ? { affiliate_token: affiliate } : {}),
  };
}
