import type { ClientSummary } from './clientSummaries';

/**
 * A client summary as GET /users/client_summaries returns it (docs/contracts.md): counters such as
 * active_bet_count at the top level, bonus amounts under `bonuses` by bonus type.
 */
type SummaryShape = Record<string, number | Record<string, number> | undefined>;

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The client-user bonus of one bonus type (cash in cents, other types as counts). Reads
 * `bonuses[type]`, or `type` itself for a summary stored flat; undefined when the summary has none.
 */
export function summaryBonus(summary: ClientSummary | undefined, type: string): number | undefined {
  const shape = summary as SummaryShape | undefined;
  const bonuses = shape?.bonuses;
  const nested = typeof bonuses === 'object' ? bonuses[type] : undefined;
  return numberOrUndefined(nested ?? shape?.[type]);
}

/** A counter of the summary named by a balance link's counterKey, e.g. active_bet_count. */
export function summaryCounter(
  summary: ClientSummary | undefined,
  key: string,
): number | undefined {
  return numberOrUndefined((summary as SummaryShape | undefined)?.[key]);
}
