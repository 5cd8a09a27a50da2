import { messages, WALLET_API_MAX_CENTS, type WalletBalance } from '@portal/contract';
import { sha256Of } from '../activity/canonical-json';
import { fieldError, generalError } from '../http/http-error';
import { requireCents } from '../validation/money';
import type { Queryable } from '../db/db';
import { currentWallet, type LedgerPosting } from '../wallet/wallet-ledger';

/** What every stake and settlement call shares: who sent it and under which reference. */
export interface PlatformCall {
  clientId: number;
  reference: string;
}

/** The ticket statements show and attribute to a product (wallet/ticket-product.ts). */
export function ticketOf(clientId: number, stakeReference: string): string {
  return `#${clientId}${stakeReference}`;
}

/** The ledger's idempotency key of a platform's stake or settlement. */
export function idempotencyKeyOf(call: PlatformCall, kind: 'stake' | 'settlement'): string {
  return `wallet-api:${call.clientId}:${kind}:${call.reference}`;
}

/** The hash a replay must match: the same reference with other fields is another call. */
export const fingerprintOf = sha256Of;

/** An amount of cents of at least `min`, at most WALLET_API_MAX_CENTS. */
export function requireAmount(value: unknown, min: number): number {
  const amount = requireCents(value, 'amount', 'Amount', WALLET_API_MAX_CENTS);
  if (amount < min) throw fieldError('amount', messages.fieldTooSmall('Amount', min));
  return amount;
}

export const referenceReused = () => generalError(409, messages.walletApi.referenceReused);

/**
 * The posting a new call made; another reference's movement under the same key (a race with the
 * same reference for another player) is a reused reference, and nothing is recorded.
 */
export function postedOrRefused(posting: LedgerPosting) {
  if (posting.status === 'insufficient') {
    throw fieldError('amount', messages.walletApi.insufficientBalance);
  }
  if (posting.status !== 'posted') throw referenceReused();
  return posting;
}

/** A call as it was recorded: the hash of its fields and its ledger entry (none for a loss). */
export interface RecordedCall<Entry extends number | null> {
  body_sha256: string;
  ledger_entry_id: Entry;
}

/**
 * The answer to a call made before under its reference: its ledger entry with the player's
 * balances now; refused when the reference names a call with other fields; null for a new call.
 */
export async function replayOf<Entry extends number | null>(
  tx: Queryable,
  recorded: RecordedCall<Entry> | undefined,
  fingerprint: string,
  userId: number,
): Promise<{ ledgerEntryId: Entry; wallet: WalletBalance; replayed: true } | null> {
  if (!recorded) return null;
  if (recorded.body_sha256 !== fingerprint) throw referenceReused();
  const wallet = await currentWallet(tx, userId);
  return { ledgerEntryId: recorded.ledger_entry_id, wallet, replayed: true };
}
