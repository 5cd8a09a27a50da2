// The page host's answers: a body with its type and cache policy, and short refusals. Every answer
// carries the security headers and the request's id (set as a request arrives); Vary and gzip are
// added on its way out (gzip.mjs).
import { TYPES } from './content-types.mjs';
import { REQUEST_ID_HEADER } from './request-id.mjs';
import { SECURITY_HEADERS } from './security-headers.mjs';

const REFUSALS = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  414: 'URI too long',
  500: 'Server error',
};

/** Whether the page host has a short refusal for `status`. */
export const refusable = (status) => status in REFUSALS;

/** The headers every answer carries. */
export function commonHeaders(reply) {
  return reply.headers({ ...SECURITY_HEADERS, [REQUEST_ID_HEADER]: reply.request.id });
}

export function answer(reply, status, body, type, cache, extra = {}) {
  return reply
    .code(status)
    .headers({ ...extra, 'Content-Type': type, 'Cache-Control': cache })
    .send(body);
}

export function refuse(reply, status) {
  // Also sent before any hook runs (a URL the router cannot read), so the headers are set here too.
  commonHeaders(reply);
  return answer(reply, status, REFUSALS[status], TYPES['.txt'], 'no-store');
}
