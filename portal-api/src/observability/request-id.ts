import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming request id may be: short, and nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A sane request id as given, or null. */
export function saneRequestId(value: unknown): string | null {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value) ? value : null;
}

/** The caller's `x-request-id` when it is sane (a proxy or the page host set it), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  return saneRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}
