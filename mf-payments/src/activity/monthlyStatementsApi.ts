import type { MonthlyStatement } from '@portal/contract';
import { apiDownload, apiGet } from '@portal/shared-utils';
import { queryOptions } from '@tanstack/react-query';

/** GET /activity/statements: the player's stored monthly statements, newest first. */
export async function fetchMonthlyStatements(): Promise<MonthlyStatement[]> {
  return (await apiGet<{ data: MonthlyStatement[] }>('/activity/statements')).data.data;
}

export function monthlyStatementsQuery() {
  return queryOptions({
    queryKey: ['activity', 'statements'] as const,
    queryFn: fetchMonthlyStatements,
  });
}

/** GET /activity/statements/:month: one stored statement (YYYY-MM). */
export async function fetchMonthlyStatement(month: string): Promise<MonthlyStatement> {
  const path = `/activity/statements/${encodeURIComponent(month)}`;
  return (await apiGet<{ data: MonthlyStatement }>(path)).data.data;
}

export function monthlyStatementQuery(month: string) {
  return queryOptions({
    queryKey: ['activity', 'statements', month] as const,
    queryFn: () => fetchMonthlyStatement(month),
  });
}

/** GET /activity/statements/:month.pdf: a stored statement as a PDF. */
export function downloadMonthlyStatement(month: string): Promise<Blob> {
  return apiDownload(`/activity/statements/${encodeURIComponent(month)}.pdf`);
}
