import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRecord } from '../../is-record';
import type { LocationVerifier } from './location-verifier';

/** A packet lives 10 minutes from its issue. */
export const PACKET_LIFETIME_MS = 10 * 60 * 1000;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** base64url(HMAC-SHA256(secret, payload part)): the signature the location simulator makes. */
export function signLocationPayload(secret: string, payloadPart: string): string {
  return createHmac('sha256', secret).update(payloadPart).digest('base64url');
}

function timeOf(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/**
 * The location sandbox: packets `<payload>.<signature>` signed by the location simulator with the
 * shared secret (docs/withdrawals-api.md). Valid when the signature matches, the payload names the
 * player and the player's state, says in_jurisdiction, and was issued within the last 10 minutes
 * and has not expired.
 */
export function createSandboxLocationVerifier(secret: string): LocationVerifier {
  return {
    async verify(packet, { userId, state, now }) {
      const [payloadPart, signature, ...rest] = (packet ?? '').split('.');
      if (
        rest.length > 0 ||
        !BASE64URL.test(payloadPart ?? '') ||
        !BASE64URL.test(signature ?? '')
      ) {
        return false;
      }
      const expected = Buffer.from(signLocationPayload(secret, payloadPart));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
      } catch {
        return false;
      }
      if (!isRecord(payload)) return false;
      const issuedAt = timeOf(payload.issued_at);
      const expiresAt = timeOf(payload.expires_at);
      const at = now.getTime();
      return (
        payload.user_id === userId &&
        payload.state === state &&
        payload.in_jurisdiction === true &&
        issuedAt <= at &&
        at - issuedAt <= PACKET_LIFETIME_MS &&
        at < expiresAt
      );
    },
  };
}
