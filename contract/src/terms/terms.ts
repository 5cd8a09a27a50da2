import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';
import { SuccessResponse } from '../common/status.js';

/** The brand's terms in force. */
export const Terms = Type.Object({
  version: Type.String(),
  url: Type.String(),
  updated_at: Type.String(),
});
export type Terms = Static<typeof Terms>;

export const TermsResponse = Type.Object({ data: Terms });
export type TermsResponse = Static<typeof TermsResponse>;

/** POST /users/accept_terms. */
export const AcceptTermsBody = Type.Object({
  accept_terms: Type.Boolean({ title: 'Accept terms' }),
  version: Type.String({ title: 'Version', minLength: 1, maxLength: 50 }),
});
export type AcceptTermsBody = Static<typeof AcceptTermsBody>;

export const currentTermsRoute = { response: replies(TermsResponse) };
export const acceptTermsRoute = { body: AcceptTermsBody, response: replies(SuccessResponse) };
