import type { User } from '@portal/shared-utils';
import { phoneDigits } from '@portal/shared-utils/forms';

export interface ContactValues extends Record<string, unknown> {
  email: string;
  phone: string;
}

/**
 * What the profile form sends (spec 1 §5 Profile): only the email and phone that changed and are
 * not verified yet; the phone without its spaces.
 */
export function changedContactFields(values: ContactValues, user: User): Partial<ContactValues> {
  const changes: Partial<ContactValues> = {};
  const email = values.email.trim();
  const phone = phoneDigits(values.phone);
  if (!user.email_verified && email !== user.email) changes.email = email;
  if (!user.phone_verified && phone !== (user.phone ?? '')) changes.phone = phone;
  return changes;
}
