// Test data: GET /responsible-gambling/reality-check as the API answers it, for the page tests.
import type { RealityCheck } from '@portal/contract';
import { ok } from '../test-utils/testing';

export const REALITY_CHECK_PATH = '/responsible-gambling/reality-check';

/** A player's reality check at `interval` minutes, 20 minutes into a session $12.50 down. */
export function realityCheckOf(interval: number): RealityCheck {
  return {
    interval_minutes: interval,
    session_started_at: '2026-03-02T09:00:00.000Z',
    session_seconds: 1200,
    session_net_result: -1250,
    next_check_at: interval === 0 ? null : '2026-03-02T10:00:00.000Z',
  };
}

/** The route answering the page's read with the player's reality check at `interval` minutes. */
export const realityCheckRoute = (interval: number) => ({
  [`GET ${REALITY_CHECK_PATH}`]: ok({ data: realityCheckOf(interval) }),
});
