import type { DepositMethodEntry, DepositMethodsResponse } from '@portal/contract';
import { formatDateTime } from '@portal/shared-utils';
import { messages } from '../../messages';

/** Deposit method (deposit request type) ids of spec 2 §3; any other id falls back to card. */
export const METHOD = { card: 1, bpay: 3, eft: 4, cash: 5, payid: 14 } as const;

export type MethodKind = keyof typeof METHOD;

/** Card, cash code and PayID arrive at once; the rest take 1-3 days (spec 2 §3). */
const INSTANT: readonly MethodKind[] = ['card', 'cash', 'payid'];

/** The deposit bounds in cents and the names of the deposit request types (spec 2 §3). */
export type DepositMeta = DepositMethodsResponse['meta'];

/** The kind of a deposit request type id; unknown ids fall back to card. */
export function methodKind(typeId: number): MethodKind {
  const kind = (Object.keys(METHOD) as MethodKind[]).find((key) => METHOD[key] === typeId);
  return kind ?? 'card';
}

export function isInstant(kind: MethodKind): boolean {
  return INSTANT.includes(kind);
}

/** A saved method's name as the player sees it: the card's label, or the method's name. */
export function entryName(entry: DepositMethodEntry): string {
  if (entry.card) return messages.deposit.methods.cardEnding(entry.card.label);
  return messages.deposit.methods[methodKind(entry.deposit_request_type.id)];
}

/** A stable key for a saved method: its card, or its deposit request type. */
export function entryKey(entry: DepositMethodEntry): string {
  return entry.card ? `card-${entry.card.id}` : `type-${entry.deposit_request_type.id}`;
}

/** The methods a player can block: a saved card, their PayID and cash in-store. */
const BLOCKABLE: readonly MethodKind[] = ['card', 'cash', 'payid'];

/**
 * False for a method the player blocked (until its unblock takes effect) and for a saved card the
 * law where the portal operates refuses (the API says why).
 */
export function isUsable(entry: DepositMethodEntry): boolean {
  return entry.card?.usable !== false && !entry.blocked;
}

/** Why a saved method cannot pay: blocked (and when it can again), or the law's reason for a card. */
export function unusableReason(entry: DepositMethodEntry): string | null {
  const text = messages.deposit.home;
  if (entry.blocked) {
    return entry.unblocks_at ? text.usableAgain(formatDateTime(entry.unblocks_at)) : text.blocked;
  }
  return entry.card?.unusable_reason ?? null;
}

/** Whether the player can block the method (a saved card, PayID or cash in-store). */
export function isBlockable(entry: DepositMethodEntry): boolean {
  const kind = methodKind(entry.deposit_request_type.id);
  return BLOCKABLE.includes(kind) && (kind !== 'card' || entry.card !== null);
}
