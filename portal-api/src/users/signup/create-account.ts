import { recordPromptAnswer } from '../../limit-prompts/limit-prompts';
import { randomInt } from 'node:crypto';
import type { Brand } from '@portal/brands';
import type { AppContext } from '../../app-context';
import { accountBrandIds } from '../../brands/request-brand';
import { generalError, HttpError } from '../../http/http-error';
import { messages } from '@portal/contract';
import { callingCode } from '../../region';
import { currentTerms } from '../../terms/terms-queries';
import { insertUser } from '../insert-user';
import { isExcludedPerson } from './excluded-person';
import { SIGNUP_LIMIT_TYPE_ID, type SignupInput } from './signup-rules';

/**
 * The fields that already belong to another account usable on the brand: email and username are
 * unique per brand, and across brands that share accounts.
 */
async function takenFields(ctx: AppContext, brand: Brand, email: string, name: string) {
  const rows = await ctx.db.query<{ email_taken: boolean; name_taken: boolean }>(
    `SELECT bool_or(lower(email) = lower($1)) AS email_taken,
            bool_or(lower(name) = lower($2)) AS name_taken
     FROM users
     WHERE brand_id = ANY($3::integer[]) AND (lower(email) = lower($1) OR lower(name) = lower($2))`,
    [email, name, accountBrandIds(ctx.config.brands, brand.id)],
  );
  const errors: Record<string, string[]> = {};
  if (rows[0]?.email_taken) errors.email = [messages.signup.emailTaken];
  if (rows[0]?.name_taken) errors.name = [messages.signup.usernameTaken];
  return errors;
}

/** Refuses a sign-up on the brand whose email or username is taken. */
export async function assertAvailable(ctx: AppContext, brand: Brand, email: string, name: string) {
  const errors = await takenFields(ctx, brand, email, name);
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
}

/**
 * Creates the account of a valid sign-up on the brand: the player of the brand with an empty wallet, the current terms
 * accepted, the deposit limit chosen (cents, limit type 1) and a telephone PIN. Returns the id.
 * A person who is closed, self-excluded or on a break with this operator is refused first, with a
 * message that names no account (isExcludedPerson).
 */
export async function createAccount(
  ctx: AppContext,
  input: SignupInput,
  registrationSource: string | null,
  brand: Brand,
): Promise<number> {
  if (await isExcludedPerson(ctx.db, input, ctx.clock())) {
    throw generalError(422, messages.signup.cannotOpen);
  }
  await assertAvailable(ctx, brand, input.email, input.name);
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.clock();
  const terms = await currentTerms(ctx.db, brand.id, now);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await insertUser(
      tx,
      {
        brandId: brand.id,
        name: input.name,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        birthDate: input.birthDate,
        phone: input.phone,
        callingCode: callingCode(input.country),
        pin: String(randomInt(0, 10_000)).padStart(4, '0'),
        country: input.country,
        address: input.address,
        ssnLast4: input.ssnLast4,
        emailVerified: false,
        phoneVerified: false,
        idVerified: false,
        acceptedTermsVersion: terms?.version ?? null,
        registration: {
          inviteCode: input.inviteCode,
          affiliateToken: input.affiliateToken,
          optedIn: input.optedIn,
          enable2fa: input.enable2fa,
          source: registrationSource,
        },
      },
      now,
    );
    if (id !== null && input.depositLimit) {
      await tx.query(
        `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, SIGNUP_LIMIT_TYPE_ID, input.depositLimit.durationId, input.depositLimit.amount, now],
      );
    }
    // Outside the US the form asked whether to set a deposit limit: the answer is kept.
    if (id !== null && input.country !== 'US') {
      await recordPromptAnswer(tx, id, 'signup', input.depositLimit ? 'set' : 'declined', now);
    }
    return id;
  });
  if (userId === null) {
    await assertAvailable(ctx, brand, input.email, input.name);
    throw new HttpError(422, { email: [messages.signup.emailTaken] });
  }
  return userId;
}
