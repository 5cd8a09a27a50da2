import {
  activityChartRoute,
  activityCsvRoute,
  activityPdfRoute,
  activityStatementRoute,
  netPositionRoute,
  type ActivityQuery,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import type { Api } from '../http/api';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';
import { activityChart } from './activity-chart';
import { readActivityDays, readMonth } from './activity-period';
import { monthOfDay, todayIn } from './calendar';
import { monthlyStatementRoutes } from './monthly-statement-routes';
import { netPosition } from './net-position';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';
import { activityStatement } from './statement-query';

/** The statement, its downloads, the spend chart and the net position (docs/activity-api.md). */
export async function activityRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };
  const timeZone = ctx.config.serverTimezone;
  const today = () => todayIn(ctx.clock(), timeZone);
  const statementOf = (request: FastifyRequest & { query: ActivityQuery }) =>
    activityStatement(
      ctx.db,
      requireAuth(request).userId,
      readActivityDays(request.query, today()),
      timeZone,
    );

  app.get(
    '/activity/statement',
    { ...signedIn, schema: activityStatementRoute },
    async (request) => ({
      data: await statementOf(request),
    }),
  );

  app.get(
    '/activity/statement.csv',
    { ...signedIn, schema: activityCsvRoute },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity-statement.csv"')
        .send(statementCsv(await statementOf(request))),
  );

  app.get(
    '/activity/statement.pdf',
    { ...signedIn, schema: activityPdfRoute },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="activity-statement.pdf"')
        .send(await statementPdf(await statementOf(request))),
  );

  app.get('/activity/chart', { ...signedIn, schema: activityChartRoute }, async (request) => {
    const now = today();
    const month = request.query.month
      ? readMonth(request.query.month, now, { field: 'month', label: 'Month', finished: false })
      : monthOfDay(now);
    return { data: await activityChart(ctx.db, requireAuth(request).userId, month, timeZone) };
  });

  app.get('/activity/net-position', { ...signedIn, schema: netPositionRoute }, async (request) => ({
    data: await netPosition(
      ctx.db,
      requireAuth(request).userId,
      today(),
      timeZone,
      ctx.config.region,
    ),
  }));

  await monthlyStatementRoutes(app, ctx);
}
