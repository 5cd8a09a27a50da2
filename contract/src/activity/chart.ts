import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';

/** One month of the spend chart: amount staked (spend) and net result, in cents. */
export const MonthFigures = Type.Object({
  /** YYYY-MM. */
  month: Type.String(),
  spend: Type.Integer(),
  net_result: Type.Integer(),
});
export type MonthFigures = Static<typeof MonthFigures>;

/** A chart month beside the same month a year earlier. */
export const ChartMonth = Type.Object({ ...MonthFigures.properties, year_earlier: MonthFigures });
export type ChartMonth = Static<typeof ChartMonth>;

/** GET /activity/chart: the 6 months ending with `month` (YYYY-MM, default this month). */
export const ActivityChartQuery = Type.Object({
  month: Type.Optional(Type.String({ title: 'Month', maxLength: 7 })),
});
export type ActivityChartQuery = Static<typeof ActivityChartQuery>;

/** Six months, oldest first. */
export const ActivityChart = Type.Object({ months: Type.Array(ChartMonth) });
export type ActivityChart = Static<typeof ActivityChart>;

export const activityChartRoute = {
  querystring: ActivityChartQuery,
  response: replies(Type.Object({ data: ActivityChart })),
};
