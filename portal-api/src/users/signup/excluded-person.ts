import type { Queryable } from '../../db/db';
import { CLOSED_STATUS_ID } from '../../restrictions/account-blocks';
import type { SignupInput } from './signup-rules';

/**
 * Whether the person signing up already has an account with this operator, on any of its brands,
 * that is closed, self-excluded or on a break now: an exclusion belongs to the person, not to one
 * account, so they may not open another. The person is the same when the first and last names and
 * the date of birth match (case and surrounding spaces aside) together with at least one of the
 * phone, the e-mail, the US SSN's last 4 digits or the street address.
 */
export async function isExcludedPerson(
  q: Queryable,
  input: SignupInput,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM users
     WHERE lower(trim(first_name)) = lower(trim($1)) AND lower(trim(last_name)) = lower(trim($2))
       AND birth_date = $3::date
       AND (phone = $4 OR lower(email) = lower($5) OR ssn_last_4 = $6
            OR (lower(trim(street_number)) = lower(trim($7))
                AND lower(trim(street_name)) = lower(trim($8)) AND trim(postcode) = trim($9)))
       AND (status_id = $10
            OR (self_excluded_at IS NOT NULL
                AND (self_excluded_until IS NULL OR self_excluded_until > $11))
            OR break_end_at > $11)
     LIMIT 1`,
    [
      input.firstName,
      input.lastName,
      input.birthDate,
      input.phone,
      input.email,
      input.ssnLast4,
      input.address.street_number,
      input.address.street_name,
      input.address.postcode,
      CLOSED_STATUS_ID,
      now,
    ],
  );
  return rows.length > 0;
}
