import { apiGet } from '../api/apiRequest';
import { queryOptions } from '../data/queryOptions';
import type { ClientSummary } from './clientSummaries';

/** GET /users/client_summaries?client_id: one client app's summary, keyed by its client id. */
export async function fetchClientSummary(clientId: number): Promise<Record<number, ClientSummary>> {
  const { data } = await apiGet<{ data: Record<number, ClientSummary> }>(
    '/users/client_summaries',
    { query: { client_id: clientId } },
  );
  return data.data;
}

/** One client app's summary as a query: `useQuery(clientSummaryQuery(clientId))`. */
export function clientSummaryQuery(clientId: number) {
  return queryOptions({
    queryKey: ['users', 'client_summaries', clientId] as const,
    queryFn: () => fetchClientSummary(clientId),
  });
}
