import { useEffect } from 'react';

/**
 * Reads the client summaries (My Bets counter, bonuses) whenever a player signs in. The reader comes
 * with the signed-in header's chunk, so a signed-out visitor never loads it.
 */
export function useClientSummariesOnSignIn(userId: number | undefined) {
  useEffect(() => {
    if (userId === undefined) return;
    import(
      /* webpackChunkName: "signed-in-header" */ '../client-summaries/refreshClientSummaries'
    ).then(
      ({ refreshClientSummaries }) => refreshClientSummaries(),
      // The signed-in header shows its own load error; the bonuses stay as they are.
      () => undefined,
    );
  }, [userId]);
}
