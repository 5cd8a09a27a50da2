import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque bearer token; only its hash is stored. */
export function newTokenSecret(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function isTokenSecret(value: string): boolean {
  return TOKEN_FORMAT.test(value);
}
