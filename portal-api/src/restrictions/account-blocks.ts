import type { AppConfig } from '../config';
import type { Queryable } from '../db/db';
import { displayDate } from '../display-date';
import { messages } from '@portal/contract';

/** The user status of a closed account (migration 001). */
export const CLOSED_STATUS_ID = 4;

/** Why a player may not log in or deposit now: a closure, a self-exclusion or a break. */
export type AccountBlock =
  | { kind: 'closed' }
  | { kind: 'self_excluded'; until: Date | null }
  | { kind: 'break'; until: Date; short: boolean };

/** The users columns a block is read from (`blockOf`). */
export interface BlockRow {
  status_id: number;
  self_excluded_at: Date | null;
  self_excluded_until: Date | null;
  break_end_at: Date | null;
  break_kind: 'short' | 'long' | null;
}

export const BLOCK_COLUMNS =
  'status_id, self_excluded_at, self_excluded_until, break_end_at, break_kind';

/**
 * What keeps the player out at `now`, the strongest first: a closure (until customer support
 * reopens it), a self-exclusion (until its end; a lifetime one never ends) or a break or timeout
 * (until break_end_at). Null when nothing does.
 */
export function blockOf(row: BlockRow, now: Date): AccountBlock | null {
  if (row.status_id === CLOSED_STATUS_ID) return { kind: 'closed' };
  if (row.self_excluded_at && (!row.self_excluded_until || row.self_excluded_until > now)) {
    return { kind: 'self_excluded', until: row.self_excluded_until };
  }
  if (row.break_end_at && row.break_end_at > now) {
    return { kind: 'break', until: row.break_end_at, short: row.break_kind === 'short' };
  }
  return null;
}

/** The player's block at `now` (`blockOf`). */
export async function accountBlock(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<AccountBlock | null> {
  const [row] = await q.query<BlockRow>(`SELECT ${BLOCK_COLUMNS} FROM users WHERE id = $1`, [
    userId,
  ]);
  return row ? blockOf(row, now) : null;
}

/**
 * Whether the block still lets the player log in: only a short break (or a US timeout shorter than
 * six months) does, into a session that may see the balance, withdraw and read cash transactions
 * (session-gate.ts).
 */
export function allowsLogin(block: AccountBlock | null): boolean {
  return !block || (block.kind === 'break' && block.short);
}

/** The refusal the player reads at login, with the end date where there is one. */
export function blockMessage(block: AccountBlock, config: AppConfig): string {
  const m = messages.restrictions;
  switch (block.kind) {
    case 'closed':
      return m.closed;
    case 'self_excluded':
      return block.until ? m.selfExcludedUntil(displayDate(block.until, config)) : m.selfExcluded;
    case 'break':
      return (config.region === 'US' ? m.onTimeout : m.onBreak)(displayDate(block.until, config));
  }
}
