import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';
import { ClientId } from './client-apps.js';

/** One client app's counters (e.g. active_bet_count) and `bonuses` by bonus type. */
export const ClientSummary = Type.Record(
  Type.String(),
  Type.Union([Type.Number(), Type.Record(Type.String(), Type.Number())]),
);
export type ClientSummary = Static<typeof ClientSummary>;

export const ClientSummariesQuery = Type.Object({ client_id: Type.Optional(ClientId) });
export type ClientSummariesQuery = Static<typeof ClientSummariesQuery>;

/** Keyed by client id. */
export const ClientSummariesResponse = Type.Object({
  data: Type.Record(Type.String(), ClientSummary),
});
export type ClientSummariesResponse = Static<typeof ClientSummariesResponse>;

/** GET /users/client_summaries[?client_id]. */
export const clientSummariesRoute = {
  querystring: ClientSummariesQuery,
  response: replies(ClientSummariesResponse),
};
