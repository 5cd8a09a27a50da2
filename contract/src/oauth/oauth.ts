import { Type, type Static } from 'typebox';
import { ClientId } from '../client-apps/client-apps.js';
import { replies } from '../common/replies.js';

export const AuthorizeQuery = Type.Object({ client_id: ClientId });
export type AuthorizeQuery = Static<typeof AuthorizeQuery>;

/** A single-use authorization code a client app signs the player in with. */
export const AuthorizeResponse = Type.Object({ data: Type.Object({ code: Type.String() }) });
export type AuthorizeResponse = Static<typeof AuthorizeResponse>;

/** GET /oauth/authorize?client_id. */
export const authorizeRoute = { querystring: AuthorizeQuery, response: replies(AuthorizeResponse) };
