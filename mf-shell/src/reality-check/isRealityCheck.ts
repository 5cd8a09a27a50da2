import type { RealityCheck } from '@portal/contract';

/** Whether `data` has what scheduling a check reads: its due time (or null) and the session's length. */
export function isRealityCheck(data: unknown): data is RealityCheck {
  const { next_check_at, session_seconds } = (data ?? {}) as Partial<Record<string, unknown>>;
  return (
    (next_check_at === null || typeof next_check_at === 'string') &&
    Number.isInteger(session_seconds)
  );
}
