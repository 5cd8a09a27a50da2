import { apiGet, type ClientSummary } from '@portal/shared-utils';

/** GET /users/client_summaries?client_id: one client app's summary, keyed by its client id. */
export async function fetchClientSummary(clientId: number): Promise<Record<number, ClientSummary>> {
  const { data } = await apiGet<{ data: Record<number, ClientSummary> }>(
    '/users/client_summaries',
    { query: { client_id: clientId } },
  );
  return data.data;
}
