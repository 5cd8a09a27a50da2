import { ticketClientId } from '../wallet/ticket-product';

/** Each platform's signing key, by its client app id (1 betting, 2 fantasy). */
export type WalletPlatformKeys = Readonly<Record<number, string>>;

/** Whether statements can attribute a ticket of this client app ('#<id>…') to a product. */
const knownClientId = (id: number) => ticketClientId({ bet_ticket: `#${id}` }) === id;

/**
 * WALLET_PLATFORM_KEYS: `<client id>:<key>` pairs, comma-separated (`1:abc…,2:def…`), each id a
 * client app a ticket can name, at most once; unset: `fallback`.
 */
export function readPlatformKeys(
  raw: string | undefined,
  fallback: WalletPlatformKeys,
): WalletPlatformKeys {
  if (raw === undefined || raw.trim() === '') return fallback;
  const keys: Record<number, string> = {};
  for (const [n, pair] of raw.split(',').entries()) {
    const [, id, key] = /^\s*(\d+)\s*:\s*(\S+)\s*$/.exec(pair) ?? [];
    const clientId = Number(id);
    if (!key || !knownClientId(clientId) || keys[clientId]) {
      throw new Error(
        `WALLET_PLATFORM_KEYS must be comma-separated <client id>:<key> pairs, each client id (1 or 2) once; entry ${n + 1} is not (its key is not repeated here)`,
      );
    }
    keys[clientId] = key;
  }
  return keys;
}
