import {
  messages,
  monthlyStatementListRoute,
  monthlyStatementPdfRoute,
  monthlyStatementRequestRoute,
  monthlyStatementRoute,
} from '@portal/contract';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import type { Api } from '../http/api';
import { generalError } from '../http/http-error';
import { OPEN_WHEN_CLOSED } from '../restrictions/session-gate';
import { readMonth } from './activity-period';
import { todayIn } from './calendar';
import { storedStatement, storedStatements, storeMonthlyStatement } from './monthly-statements';
import { statementPdf } from './statement-pdf';

/** The stored monthly statements: the list, one month (JSON or PDF), and asking for one. */
export async function monthlyStatementRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_WHEN_CLOSED };
  const timeZone = ctx.config.serverTimezone;

  const stored = async (userId: number, month: string) => {
    const statement = await storedStatement(ctx.db, userId, month);
    if (!statement) throw generalError(404, messages.activity.statementNotFound);
    return statement;
  };

  app.get(
    '/activity/statements',
    { ...signedIn, schema: monthlyStatementListRoute },
    async (request) => ({
      data: await storedStatements(ctx.db, requireAuth(request).userId),
    }),
  );

  app.get(
    '/activity/statements/:month',
    { ...signedIn, schema: monthlyStatementRoute },
    async (request) => ({ data: await stored(requireAuth(request).userId, request.params.month) }),
  );

  app.get(
    '/activity/statements/:month.pdf',
    { ...signedIn, schema: monthlyStatementPdfRoute },
    async (request, reply) => {
      const { month, statement } = await stored(requireAuth(request).userId, request.params.month);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${month}.pdf"`)
        .send(await statementPdf(statement, `${messages.activity.statementTitle} ${month}`));
    },
  );

  app.post(
    '/activity/statements',
    { ...signedIn, schema: monthlyStatementRequestRoute },
    async (request, reply) => {
      const now = ctx.clock();
      const month = readMonth(request.body.month, todayIn(now, timeZone), {
        field: 'month',
        label: 'Month',
        finished: true,
      });
      const { statement, created } = await storeMonthlyStatement(
        ctx.db,
        requireAuth(request).userId,
        month,
        timeZone,
        now,
      );
      return reply.status(created ? 201 : 200).send({ data: statement });
    },
  );
}
