import { Type, type Static } from 'typebox';
import { StringEnum } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { replies } from '../common/replies.js';
import { SuccessResponse } from '../common/status.js';
import { messages } from '../messages.js';

/** POST /auth: the email field also takes a username (`username` is its alias). */
export const LoginBody = Type.Object({
  email: Type.String({ title: messages.loginEmailLabel, minLength: 1, maxLength: 255 }),
  password: Type.String({ title: 'Password', minLength: 1, maxLength: 255 }),
  recaptcha_token: Type.Optional(Type.String({ title: 'reCAPTCHA token', maxLength: 4096 })),
  platform: Type.Optional(StringEnum(['web', 'ios', 'android'], 'Platform')),
  /**
   * A closed account signs in only with this set: into a session that may read its statements and
   * history and nothing else. Ignored for any other account.
   */
  read_only: Type.Optional(Type.Boolean({ title: 'Read only' })),
});
export type LoginBody = Static<typeof LoginBody>;

/** POST /auth and POST /auth/refresh. */
export const TokenResponse = Type.Object({ status: Type.Literal('success'), token: Type.String() });
export type TokenResponse = Static<typeof TokenResponse>;

/** GET /auth/session: the heartbeat; `time_left_seconds` null without a daily time limit. */
export const SessionResponse = Type.Object({
  data: Type.Object({
    session_started_at: Type.String(),
    time_left_seconds: Nullable(Type.Number()),
  }),
});
export type SessionResponse = Static<typeof SessionResponse>;

export const loginRoute = { body: LoginBody, response: replies(TokenResponse) };
export const logoutRoute = { response: replies(SuccessResponse) };
export const sessionRoute = { response: replies(SessionResponse) };
export const refreshRoute = { response: replies(TokenResponse) };
