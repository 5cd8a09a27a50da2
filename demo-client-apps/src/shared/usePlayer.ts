import { usePortal } from './portalContext';
import { useLatestValue } from './useLatestValue';

/** The signed-in player (null when signed out) and their counters for this client app. */
export function usePlayer() {
  const { user$, clientSummaries$, clientId } = usePortal();
  const user = useLatestValue(user$) ?? null;
  const summaries = useLatestValue(clientSummaries$);
  const counter = (key: string): number | undefined => {
    const value = summaries?.[clientId]?.[key];
    return typeof value === 'number' ? value : undefined;
  };
  return { user, counter };
}
