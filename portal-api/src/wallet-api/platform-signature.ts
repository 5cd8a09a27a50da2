import { messages, WALLET_API_HEADERS, WALLET_API_MAX_CLOCK_SKEW_SECONDS } from '@portal/contract';
import { hmacSha256Hex, signatureMatches } from '../realtime/hmac';
import type { WalletPlatformKeys } from './platform-keys';

type Headers = Record<string, string | string[] | undefined>;

export type PlatformCheck = { clientId: number } | { problem: string };

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

/** What a platform signs: its timestamp, a dot and the raw body, exactly as sent. */
export function signedText(timestamp: string, body: string): string {
  return `${timestamp}.${body}`;
}

/**
 * Which platform sent the call, or why it is refused: an unknown platform, a timestamp that is not
 * Unix seconds or is more than WALLET_API_MAX_CLOCK_SKEW_SECONDS from the server clock (a captured
 * call cannot be replayed later), or a signature that is not HMAC-SHA256(key, timestamp.body).
 */
export function checkPlatformCall(
  headers: Headers,
  body: string,
  keys: WalletPlatformKeys,
  nowSeconds: number,
): PlatformCheck {
  const m = messages.walletApi;
  const platform = header(headers, WALLET_API_HEADERS.platform) ?? '';
  const clientId = /^\d{1,9}$/.test(platform) ? Number(platform) : NaN;
  const key = keys[clientId];
  if (!key) return { problem: m.platformUnknown };
  const timestamp = header(headers, WALLET_API_HEADERS.timestamp) ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) return { problem: m.timestampInvalid };
  if (Math.abs(nowSeconds - Number(timestamp)) > WALLET_API_MAX_CLOCK_SKEW_SECONDS) {
    return { problem: m.timestampSkewed(WALLET_API_MAX_CLOCK_SKEW_SECONDS) };
  }
  const expected = hmacSha256Hex(key, signedText(timestamp, body));
  const signature = header(headers, WALLET_API_HEADERS.signature) ?? '';
  return signatureMatches(expected, signature.toLowerCase())
    ? { clientId }
    : { problem: m.signatureInvalid };
}
