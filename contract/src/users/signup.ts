import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';
import { replies } from '../common/replies.js';
import { AvailableLimit } from '../limits/limit.js';
import { User } from './user.js';

/** GET /users/register: the limits a new player may choose in the API's region. */
export const RegisterOptionsResponse = Type.Object({
  data: Type.Object({ available_limits: Type.Array(AvailableLimit) }),
});
export type RegisterOptionsResponse = Static<typeof RegisterOptionsResponse>;

/** POST /users: 201 with the new player. */
export const SignupResponse = Type.Object({ status: Type.Literal('success'), data: User });
export type SignupResponse = Static<typeof SignupResponse>;

export const registerOptionsRoute = { response: replies(RegisterOptionsResponse) };
/**
 * The sign-up payload of spec 1 §3 is checked field by field by the sign-up rules (every rule of
 * spec 1 §5 for the API's region), whose messages a schema could not give.
 */
export const signupRoute = { response: { 201: SignupResponse, '4xx': ErrorResponse } };
