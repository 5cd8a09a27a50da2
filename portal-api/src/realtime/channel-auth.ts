import type { AppCredentials } from './app-credentials';
import { hmacSha256Hex, signatureMatches } from './hmac';

/**
 * Checks a private-channel `auth` value: `key:HMAC_SHA256_hex(secret, socket_id + ':' + channel)`,
 * as signed by /broadcasting/auth through the official Pusher client.
 */
export function isValidChannelAuth(
  app: AppCredentials,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const separator = auth.indexOf(':');
  if (separator < 0 || auth.slice(0, separator) !== app.key) return false;
  const expected = hmacSha256Hex(app.secret, `${socketId}:${channel}`);
  return signatureMatches(expected, auth.slice(separator + 1));
}
