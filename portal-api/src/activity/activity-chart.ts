import type { ActivityChart, MonthFigures } from '@portal/contract';
import type { Queryable } from '../db/db';
import { addMonths, firstDayOf } from './calendar';
import { dayStartSql, netResultSql, PLAY_CATEGORIES, stakedSql } from './play-sql';

/** The chart's months, ending with the month asked for. */
export const CHART_MONTHS = 6;

const YEAR = 12;

const CHART_SQL = `
  SELECT to_char(e.created_at AT TIME ZONE $4, 'YYYY-MM') AS month,
    ${stakedSql()} AS spend, ${netResultSql()} AS net_result
  FROM wallet_ledger_entries e
  WHERE e.user_id = $1 AND e.category_id IN ${PLAY_CATEGORIES}
    AND e.created_at >= ${dayStartSql('$2', '$4')} AND e.created_at < ${dayStartSql('$3', '$4')}
  GROUP BY 1`;

/**
 * Spend (amount staked) and net result of the 6 months ending with `month`, oldest first, each
 * beside the same month a year earlier; calendar months in `timeZone`, months without play at 0.
 */
export async function activityChart(
  q: Queryable,
  userId: number,
  month: string,
  timeZone: string,
): Promise<ActivityChart> {
  const first = addMonths(month, 1 - CHART_MONTHS - YEAR);
  const rows = await q.query<MonthFigures>(CHART_SQL, [
    userId,
    firstDayOf(first),
    firstDayOf(addMonths(month, 1)),
    timeZone,
  ]);
  const figures = (of: string): MonthFigures => {
    const row = rows.find((candidate) => candidate.month === of);
    return { month: of, spend: row?.spend ?? 0, net_result: row?.net_result ?? 0 };
  };
  const months = Array.from({ length: CHART_MONTHS }, (_, i) =>
    addMonths(month, i + 1 - CHART_MONTHS),
  );
  return {
    months: months.map((of) => ({ ...figures(of), year_earlier: figures(addMonths(of, -YEAR)) })),
  };
}
