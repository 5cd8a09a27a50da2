import type { Region } from '@portal/shared-utils';
import { object } from 'yup';
import { emailSchema } from './authSchemas';
import { phoneSchema } from './signupSchema';

/**
 * The profile form (spec 1 §5 Profile): the email and phone a player may change until they are
 * verified, with the sign-up rules (a 10-digit phone in the US). The other fields are read-only.
 */
export function profileSchema(region: Region) {
  return object({ email: emailSchema(), phone: phoneSchema(region === 'US') });
}
