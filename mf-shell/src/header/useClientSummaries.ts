import { refreshClientSummaries } from '@portal/shared-utils';
import { useEffect } from 'react';

/** Reads the client summaries (My Bets counter, bonuses) whenever a player signs in. */
export function useClientSummariesOnSignIn(userId: number | undefined) {
  useEffect(() => {
    if (userId !== undefined) void refreshClientSummaries();
  }, [userId]);
}
