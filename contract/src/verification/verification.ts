import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';
import { StringEnum, Text } from '../common/keywords.js';
import { replies } from '../common/replies.js';
import { MessageResponse, SuccessResponse } from '../common/status.js';

/** The token of an identity check, as the provider's widget runs with it. */
export const VerificationToken = Text('Verification token', 200);

/** GET /verification/email/confirm?token: the e-mailed link; redirects to the profile page. */
export const ConfirmEmailQuery = Type.Object({
  token: Type.String({ title: 'Token', minLength: 1, maxLength: 100 }),
});
export type ConfirmEmailQuery = Static<typeof ConfirmEmailQuery>;

/** POST /verification/phone?type=sms. */
export const PhoneCodeQuery = Type.Object({ type: StringEnum(['sms'], 'Type') });
export type PhoneCodeQuery = Static<typeof PhoneCodeQuery>;

/** POST /verification/phone/{code}. */
export const PhoneCodeParams = Type.Object({ code: Type.String({ title: 'Code', maxLength: 20 }) });
export type PhoneCodeParams = Static<typeof PhoneCodeParams>;

/** POST /verification/registerId: the widget's token and the provider whose widget it is. */
export const RegisterIdResponse = Type.Object({
  data: Type.Object({ verification_token: Type.String(), provider: Type.String() }),
});
export type RegisterIdResponse = Static<typeof RegisterIdResponse>;

/** POST /verification/id: asks the provider for the check's outcome. */
export const IdentityCheckBody = Type.Object({ verification_token: VerificationToken });
export type IdentityCheckBody = Static<typeof IdentityCheckBody>;

export const IdentityCheckResponse = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({ result: Type.String() }),
});
export type IdentityCheckResponse = Static<typeof IdentityCheckResponse>;

export const emailVerificationRoute = { response: replies(MessageResponse) };
/** A redirect (302), or 4xx. */
/** The link in the e-mail: the browser is sent on to the portal's profile page. */
export const confirmEmailRoute = {
  querystring: ConfirmEmailQuery,
  response: {
    302: Type.Null({ description: "To the portal's profile page" }),
    '4xx': ErrorResponse,
  },
};
export const phoneCodeRoute = { querystring: PhoneCodeQuery, response: replies(MessageResponse) };
export const confirmPhoneRoute = { params: PhoneCodeParams, response: replies(SuccessResponse) };
export const registerIdRoute = { response: replies(RegisterIdResponse) };
export const identityCheckRoute = {
  body: IdentityCheckBody,
  response: replies(IdentityCheckResponse),
};
