import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Names of fields, query parameters and path parameters whose values never reach a log line. */
const SECRET_NAME = /token|password|secret|code|pin|card|cvv|cvc|signature|key|link|cookie/i;

const SECRET_FIELDS = [
  'password',
  'new_password',
  'new_confirm_password',
  'token',
  'code',
  'pin',
  'card_number',
  'cvv',
  'link',
  'body',
];

/** The pino `redact` paths: credentials in headers, and secret fields of anything logged. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // The Pusher library's errors carry the signed URL they called.
  'err.url',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** Path segments the route pattern names with a secret parameter (`/payments/:token/card`). */
function maskPathParams(path: string, pattern: string): string {
  const segments = path.split('/');
  const names = pattern.split('/');
  if (segments.length !== names.length) return path;
  return segments
    .map((segment, i) =>
      names[i].startsWith(':') && SECRET_NAME.test(names[i]) ? REDACTED : segment,
    )
    .join('/');
}

/** The URL with secret query parameters and secret path parameters replaced by `[redacted]`. */
export function redactUrl(url: string, routePattern?: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const maskedPath = routePattern ? maskPathParams(path, routePattern) : path;
  if (queryAt === -1) return maskedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      return SECRET_NAME.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${maskedPath}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** An e-mail address or phone number as logs show it: enough to tell players apart, no more. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return `***${to.slice(-3)}`;
}

/** The request as every log line of it shows it: no headers, the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
