import type { AppContext } from '../app-context';
import { accountBrandIds } from '../brands/request-brand';
import { ADDRESS_FIELDS, messages } from '@portal/contract';
import { callingCode, type Country } from '../region';
import { ErrorCollector } from '../validation/error-collector';
import { isEmail, readText, type Body } from '../validation/values';
import { readAddress } from './address-rules';
import { readPhone } from './phone-rules';

/** Fields the profile shows but never changes (spec 1 §5 Profile). */
const READ_ONLY: Record<string, string> = {
  name: 'Username',
  first_name: 'First Name',
  last_name: 'Last Name',
  birth_date: 'Date of Birth',
  country: 'Country',
};

interface ProfileRow {
  brand_id: number;
  name: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  country: Country;
  email: string;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
}

type Changes = Record<string, string | boolean | null>;

function checkReadOnly(body: Body, current: ProfileRow, e: ErrorCollector): void {
  for (const [field, label] of Object.entries(READ_ONLY)) {
    const sent = body[field];
    const value = current[field as keyof ProfileRow];
    if (sent !== undefined && String(sent).trim().toLowerCase() !== String(value).toLowerCase()) {
      e.add(field, messages.profile.readOnly(label));
    }
  }
}

/**
 * A new email, unverified; refused when the current one is verified or another account usable
 * where this one is (its brand and the brands sharing accounts with it) has it.
 */
async function emailChange(
  ctx: AppContext,
  userId: number,
  body: Body,
  current: ProfileRow,
  e: ErrorCollector,
): Promise<Changes> {
  if (body.email === undefined) return {};
  const m = messages.signup;
  const email = readText(body, 'email', e, { label: 'Email', required: m.emailRequired });
  if (email === undefined || email === current.email) return {};
  if (current.email_verified) {
    e.add('email', messages.profile.emailLocked);
  } else if (!isEmail(email)) {
    e.add('email', m.emailInvalid);
  } else {
    const [taken] = await ctx.db.query(
      `SELECT 1 FROM users
       WHERE lower(email) = lower($1) AND id <> $2 AND brand_id = ANY($3::integer[])`,
      [email, userId, accountBrandIds(ctx.config.brands, current.brand_id)],
    );
    if (taken) e.add('email', m.emailTaken);
    else return { email, email_verified: false };
  }
  return {};
}

function phoneChange(body: Body, current: ProfileRow, e: ErrorCollector): Changes {
  if (body.phone === undefined) return {};
  const phone = readPhone(body, current.country === 'US', e);
  if (phone === undefined || phone === current.phone) return {};
  if (current.phone_verified) {
    e.add('phone', messages.profile.phoneLocked);
    return {};
  }
  return { phone, phone_verified: false, calling_code: callingCode(current.country) };
}

/**
 * POST /users/current with JSON: only changed fields are sent (spec 1 §5 Profile). Email and phone
 * change until verified; the address fields change with the same rules as at sign-up; name, birth
 * date and country are read-only. Other keys are ignored. Everything is checked before anything
 * is stored; a new email voids the verification links sent to the old one.
 */
export async function updateProfile(ctx: AppContext, userId: number, body: Body): Promise<void> {
  const [current] = await ctx.db.query<ProfileRow>(
    `SELECT brand_id, name, first_name, last_name, birth_date, country, email, email_verified,
            phone, phone_verified
     FROM users WHERE id = $1`,
    [userId],
  );
  const e = new ErrorCollector();
  checkReadOnly(body, current, e);
  const sentAddress = ADDRESS_FIELDS.filter((field) => body[field] !== undefined);
  const changes: Changes = {
    ...(await emailChange(ctx, userId, body, current, e)),
    ...phoneChange(body, current, e),
    ...readAddress(body, current.country, ctx.config.usState, e, sentAddress),
  };
  e.throwIfAny();
  const columns = Object.keys(changes);
  if (columns.length === 0) return;
  const assignments = columns.map((column, i) => `${column} = $${i + 2}`).join(', ');
  await ctx.db.transaction(async (tx) => {
    await tx.query(`UPDATE users SET ${assignments} WHERE id = $1`, [
      userId,
      ...columns.map((column) => changes[column]),
    ]);
    if ('email' in changes) {
      await tx.query(
        `UPDATE one_time_tokens SET used_at = $2
         WHERE user_id = $1 AND purpose = 'email_verification' AND used_at IS NULL`,
        [userId, ctx.clock()],
      );
    }
  });
}
