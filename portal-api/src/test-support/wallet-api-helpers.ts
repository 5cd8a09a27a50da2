import type { FastifyInstance } from 'fastify';
import { WALLET_API_HEADERS } from '@portal/contract';
import type { Db } from '../db/db';
import { hmacSha256Hex } from '../realtime/hmac';
import { DEFAULT_WALLET_PLATFORM_KEYS } from '../production-safety';
import { signedText } from '../wallet-api/platform-signature';

export const BETTING = 1;
export const FANTASY = 2;

export interface Signing {
  clientId?: number;
  /** Defaults to the platform's development key. */
  key?: string;
  /** Unix seconds; defaults to `now`. */
  timestamp?: number;
}

/** The headers a platform sends: its client id, the timestamp and the signature of the raw body. */
export function platformHeaders(body: string, now: Date, signing: Signing = {}) {
  const clientId = signing.clientId ?? BETTING;
  const key = signing.key ?? DEFAULT_WALLET_PLATFORM_KEYS[clientId];
  const timestamp = String(signing.timestamp ?? Math.floor(now.getTime() / 1000));
  return {
    'content-type': 'application/json',
    [WALLET_API_HEADERS.platform]: String(clientId),
    [WALLET_API_HEADERS.timestamp]: timestamp,
    [WALLET_API_HEADERS.signature]: hmacSha256Hex(key, signedText(timestamp, body)),
  };
}

/** A signed POST to the wallet call, as a platform's server makes it. */
export function platformPost(
  app: FastifyInstance,
  url: '/wallet/v1/stakes' | '/wallet/v1/settlements',
  body: object,
  now: Date,
  signing?: Signing,
) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: platformHeaders(payload, now, signing),
  });
}

/** Every ledger entry of the player, oldest first: what a refused call must leave unchanged. */
export function ledgerOf(db: Db, userId: number) {
  return db.query<{ id: number; amount: number; category_id: number; meta: object }>(
    'SELECT id, amount, category_id, meta FROM wallet_ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

/** A spending limit of `amount` cents a day, in force now. */
export async function setDailySpendingLimit(db: Db, userId: number, amount: number, now: Date) {
  await db.query(
    `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
     VALUES ($1, 2, 1, $2, $3)`,
    [userId, amount, now],
  );
}
