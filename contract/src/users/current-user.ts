import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';
import { User, UserLocale } from './user.js';

/** `?embed=user_bank_account,limits,bpay_details,payid_details,user_cards` */
export const CurrentUserQuery = Type.Object({
  embed: Type.Optional(Type.String({ title: 'Embed', maxLength: 200 })),
});
export type CurrentUserQuery = Static<typeof CurrentUserQuery>;

export const CurrentUserResponse = Type.Object({
  data: User,
  meta: Type.Object({ locale: UserLocale }),
});
export type CurrentUserResponse = Static<typeof CurrentUserResponse>;

/**
 * GET /users/current, and POST /users/current (a JSON body of the changed fields, checked field
 * by field by the profile rules, or a multipart avatar upload).
 */
export const currentUserRoute = {
  querystring: CurrentUserQuery,
  response: replies(CurrentUserResponse),
};
