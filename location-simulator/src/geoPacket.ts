import { createHmac } from 'node:crypto';

/** Packets live 10 minutes (the contract the API checks, docs/location-check.md). */
export const PACKET_LIFETIME_MS = 10 * 60_000;

export interface GeoPacketFacts {
  userId: number;
  state: string;
  inJurisdiction: boolean;
  issuedAt: Date;
}

/**
 * The sandbox provider's geo packet: `<payload>.<signature>`, the payload base64url JSON and the
 * signature base64url HMAC-SHA256 of the payload part, keyed with LOCATION_SANDBOX_SECRET.
 */
export function signGeoPacket(facts: GeoPacketFacts, secret: string): string {
  const expiresAt = new Date(facts.issuedAt.getTime() + PACKET_LIFETIME_MS);
  const payload = Buffer.from(
    JSON.stringify({
      user_id: facts.userId,
      state: facts.state,
      in_jurisdiction: facts.inJurisdiction,
      issued_at: facts.issuedAt.toISOString(),
      expires_at: expiresAt.toISOString(),
    }),
  ).toString('base64url');
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}
