import { clientSummaries$, enabledClientApps } from '@portal/shared-utils';
import { fetchClientSummary } from './fetchClientSummary';

async function refreshOne(clientId: number): Promise<void> {
  try {
    const summary = await fetchClientSummary(clientId);
    clientSummaries$.next({ ...clientSummaries$.getValue(), ...summary });
  } catch {
    // A failed refresh keeps the bonuses shown.
  }
}

/**
 * Reads the client-user bonuses and counters (GET /users/client_summaries?client_id, keyed by
 * client id) of one client app, or of every client app on offer when clientId is left out, and
 * merges them into clientSummaries$. Errors are swallowed; the previous values stay.
 */
export async function refreshClientSummaries(clientId?: number): Promise<void> {
  const clientIds =
    clientId === undefined ? enabledClientApps().map((app) => app.clientId) : [clientId];
  await Promise.all(clientIds.map(refreshOne));
}
