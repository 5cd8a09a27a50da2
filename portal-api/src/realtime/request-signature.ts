import { createHash } from 'node:crypto';
import { messages } from '@portal/contract';
import type { AppCredentials } from './app-credentials';
import { hmacSha256Hex, signatureMatches } from './hmac';

/** How far auth_timestamp may be from the server clock. */
const MAX_CLOCK_SKEW_SECONDS = 600;

export interface SignedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/**
 * Verifies the Pusher HTTP API signature: auth_key, auth_timestamp, auth_version 1.0, body_md5 of
 * a non-empty body, and auth_signature = HMAC_SHA256_hex(secret, METHOD\npath\nsorted query).
 * Returns the reason it fails, or null when the request is genuine.
 */
export function signatureProblem(
  request: SignedRequest,
  app: AppCredentials,
  nowSeconds: number,
): string | null {
  const params = new Map([...request.query].map(([key, value]) => [key.toLowerCase(), value]));
  const timestamp = Number(params.get('auth_timestamp'));
  if (params.get('auth_key') !== app.key || params.get('auth_version') !== '1.0') {
    return messages.realtime.authFailed;
  }
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    return messages.realtime.authExpired;
  }
  if (request.body.length > 0) {
    const md5 = createHash('md5').update(request.body, 'utf8').digest('hex');
    if (params.get('body_md5') !== md5) return messages.realtime.bodyMd5Mismatch;
  }
  const signature = params.get('auth_signature') ?? '';
  params.delete('auth_signature');
  const query = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const expected = hmacSha256Hex(
    app.secret,
    [request.method.toUpperCase(), request.path, query].join('\n'),
  );
  return signatureMatches(expected, signature) ? null : messages.realtime.authFailed;
}
