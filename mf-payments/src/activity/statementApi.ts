import type { ActivityQuery, ActivityStatement } from '@portal/contract';
import { apiDownload, apiGet } from '@portal/shared-utils';
import { queryOptions } from '@tanstack/react-query';

/** GET /activity/statement: the statement of the period the query names. */
export async function fetchStatement(query: ActivityQuery): Promise<ActivityStatement> {
  return (await apiGet<{ data: ActivityStatement }>('/activity/statement', { query })).data.data;
}

export function statementQuery(query: ActivityQuery) {
  return queryOptions({
    queryKey: ['activity', 'statement', query] as const,
    queryFn: () => fetchStatement(query),
  });
}

export type StatementFormat = 'pdf' | 'csv';

/** GET /activity/statement.pdf or .csv: the same statement as a file. */
export function downloadStatement(query: ActivityQuery, format: StatementFormat): Promise<Blob> {
  return apiDownload(`/activity/statement.${format}`, query);
}
