import type { Api } from '../../http/api';
import type { AppContext } from '../../app-context';
import { clearIdentifierFailures, identifierScope } from '../../auth/login-attempts';
import { generalError, HttpError } from '../../http/http-error';
import { takeOrRefuse } from '../../http/throttled';
import { isRecord } from '../../is-record';
import { messages, registerOptionsRoute, signupRoute } from '@portal/contract';
import { dateIn } from '../../validation/dates';
import { findUser } from '../user-queries';
import { createAccount } from './create-account';
import { SIGNUP_LIMIT_TYPE_ID, validateSignup } from './signup-rules';
import { accountBrandIds, brandOf } from '../../brands/request-brand';

/** Values of the Registration-Source header, by their lower-case form. */
const REGISTRATION_SOURCES: Record<string, string> = {
  website: 'Website',
  ios: 'iOS',
  android: 'Android',
};

function registrationSource(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const source =
    typeof header === 'string' ? REGISTRATION_SOURCES[header.trim().toLowerCase()] : undefined;
  if (!source) throw new HttpError(422, { error: [messages.signup.registrationSourceInvalid] });
  return source;
}

/**
 * GET /users/register (the limits a new player may choose) and POST /users (sign-up, spec 1 §3):
 * both public. Every rule of spec 1 §5 is checked again here for the API's region.
 */
export async function signupRoutes(app: Api, ctx: AppContext): Promise<void> {
  const country = ctx.config.region === 'US' ? 'US' : 'AU';

  app.get('/users/register', { schema: registerOptionsRoute }, async () => ({
    data: { available_limits: ctx.availableLimits(country) },
  }));

  app.post('/users', { schema: signupRoute }, async (request, reply) => {
    const brand = brandOf(request);
    const signups = [
      {
        key: `signup:ip:${request.ip}`,
        max: ctx.config.abuseLimits.signupsPerIpPerHour,
        windowSeconds: 3600,
      },
    ];
    if (!isRecord(request.body)) throw generalError(422, messages.bodyNotObject);
    const source = registrationSource(request.headers['registration-source']);
    const limits = ctx.availableLimits(country);
    const deposit = limits.find((limit) => limit.id === SIGNUP_LIMIT_TYPE_ID);
    const result = validateSignup(request.body, {
      region: ctx.config.region,
      usState: ctx.config.usState,
      today: dateIn(ctx.clock(), ctx.config.serverTimezone),
      depositDurationIds: deposit?.durations.map((duration) => duration.id) ?? [],
    });
    if (result.errors) {
      result.errors.throwIfAny();
      throw generalError(422, messages.badRequest);
    }
    await takeOrRefuse(ctx.limiter, signups, reply);
    const userId = await createAccount(ctx, result.input, source, brand);
    const scope = identifierScope(accountBrandIds(ctx.config.brands, brand.id));
    await clearIdentifierFailures(ctx.db, scope, userId);
    const user = await findUser(ctx.db, userId, brand.id, ctx.avatarUrl);
    if (!user) throw new Error(`the new player ${userId} could not be read`);
    return reply.status(201).send({ status: 'success' as const, data: user });
  });
}
