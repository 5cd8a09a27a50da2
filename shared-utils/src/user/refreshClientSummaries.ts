import { apiGet } from '../api/apiRequest';
import { clientSummaries$, type ClientSummary } from './clientSummaries';

/**
 * Reads the client-user bonuses and counters (GET /users/client_summaries, keyed by client id),
 * for one client app when clientId is given, and merges them into clientSummaries$. Errors are
 * swallowed; the previous values stay.
 */
export async function refreshClientSummaries(clientId?: number): Promise<void> {
  try {
    const { data } = await apiGet<{ data: Record<number, ClientSummary> }>(
      '/users/client_summaries',
      { query: { client_id: clientId } },
    );
    clientSummaries$.next({ ...clientSummaries$.getValue(), ...data.data });
  } catch {
    // A failed refresh keeps the bonuses shown.
  }
}
