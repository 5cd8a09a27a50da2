// Every request's id: the caller's x-request-id when it is a sane token (a load balancer's or
// gateway's), else a fresh one; logged with every line of the request and echoed to the caller.
import crypto from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE = /^[\w.:-]{1,128}$/;

/** Fastify genReqId. */
export function requestId(req) {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE.test(given) ? given : crypto.randomUUID();
}
