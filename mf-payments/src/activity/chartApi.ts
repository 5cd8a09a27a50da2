import type { ActivityChart } from '@portal/contract';
import { apiGet } from '@portal/shared-utils';
import { queryOptions } from '@tanstack/react-query';

/** GET /activity/chart: the 6 months ending with `month` (YYYY-MM), oldest first. */
export async function fetchChart(month: string): Promise<ActivityChart> {
  return (await apiGet<{ data: ActivityChart }>('/activity/chart', { query: { month } })).data.data;
}

export function chartQuery(month: string) {
  return queryOptions({
    queryKey: ['activity', 'chart', month] as const,
    queryFn: () => fetchChart(month),
  });
}
