import type { ClientSummary } from '@portal/shared-utils';

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The client-user bonus of one bonus type (cash in cents, other types as counts); undefined when the
 * summary has none.
 */
export function summaryBonus(summary: ClientSummary | undefined, type: string): number | undefined {
  return numberOrUndefined(summary?.bonuses?.[type]);
}

/** A counter of the summary named by a balance link's counterKey, e.g. active_bet_count. */
export function summaryCounter(
  summary: ClientSummary | undefined,
  key: string,
): number | undefined {
  return numberOrUndefined(summary?.[key]);
}
