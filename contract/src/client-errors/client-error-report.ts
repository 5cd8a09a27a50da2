import { Type, type Static } from 'typebox';
import { noContent, replies } from '../common/replies.js';
import { StringEnum } from '../common/keywords.js';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './report-text.js';

export * from './report-text.js';

/**
 * POST /client-errors: one front-end error, attributed to the micro-frontend (import-map name) and
 * version (its build's content hash) whose code failed. `page` is the page's path alone: a query
 * string may hold a token.
 */
export const ClientErrorReport = Type.Object(
  {
    mf: Type.String({ title: 'Micro-frontend', minLength: 1, maxLength: CLIENT_ERROR_LIMITS.mf }),
    version: Type.String({
      title: 'Version',
      minLength: 1,
      maxLength: CLIENT_ERROR_LIMITS.version,
    }),
    kind: StringEnum(CLIENT_ERROR_KINDS, 'Kind'),
    message: Type.String({ title: 'Message', maxLength: CLIENT_ERROR_LIMITS.message }),
    stack: Type.Optional(Type.String({ title: 'Stack', maxLength: CLIENT_ERROR_LIMITS.stack })),
    page: Type.String({
      title: 'Page',
      maxLength: CLIENT_ERROR_LIMITS.page,
      pattern: '^/[^?#]*$',
    }),
    time: Type.String({ title: 'Time', format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReport>;

/** POST /client-errors: 204; 400 naming what of the report is wrong; 429 past the per-IP limit. */
export const clientErrorRoute = { body: ClientErrorReport, response: noContent };

/** A report as the API received it, with the id of the request that carried it. */
export const ReceivedClientError = Type.Object({
  ...ClientErrorReport.properties,
  request_id: Type.String(),
});
export type ReceivedClientError = Static<typeof ReceivedClientError>;

/** GET /dev/client-errors (development only): the reports received last, newest first. */
export const devClientErrorsRoute = {
  response: replies(Type.Object({ data: Type.Array(ReceivedClientError) })),
};
