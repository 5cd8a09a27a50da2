import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  clientErrorRoute,
  PORTAL_MODULES,
  redactErrorText,
  UNATTRIBUTED,
  type ClientErrorReport,
} from '@portal/contract';
import type { Counter } from 'prom-client';
import type { AppContext } from '../app-context';
import type { Api } from '../http/api';
import { HttpError } from '../http/http-error';
import { acceptJsonBodies } from '../http/json-body';
import { takeOrRefuse } from '../http/throttled';
import { validationErrorMap } from '../http/validation-errors';
import type { RecentClientErrors } from './recent-client-errors';

/** A report is a few kilobytes at most (the contract caps each text). */
const BODY_LIMIT_BYTES = 8 * 1024;

/** The names the metrics count by name: the portal's modules; anything else is 'other'. */
const COUNTED_NAMES = new Set<string>([...PORTAL_MODULES, UNATTRIBUTED]);

export interface ClientErrorSinks {
  /** portal_client_errors_total{mf,kind}. */
  counter: Counter<'mf' | 'kind'>;
  /** The development route's list, when the development routes are on. */
  recent?: RecentClientErrors;
}

/** The report's texts redacted again: a client of another build may not have. */
function redacted(report: ClientErrorReport): ClientErrorReport {
  return {
    ...report,
    message: redactErrorText(report.message),
    ...(report.stack === undefined ? {} : { stack: redactErrorText(report.stack) }),
    page: redactErrorText(report.page),
  };
}

/**
 * POST /client-errors, the collector of the portal's front-end error reports: public, rate-limited
 * per IP, answered 204. Each report is logged at warn with the request's id and counted by
 * micro-frontend and kind. Pages send it as a beacon, whose body is text/plain (a CORS simple
 * request), so this route reads text/plain as JSON too.
 */
export async function clientErrorRoutes(
  app: Api,
  ctx: AppContext,
  { counter, recent }: ClientErrorSinks,
): Promise<void> {
  await app.register(async (scope) => {
    acceptJsonBodies(scope, 'text/plain');
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/client-errors',
      {
        schema: clientErrorRoute,
        bodyLimit: BODY_LIMIT_BYTES,
        // A report is read by no one who could fix it: a 400 names what is wrong.
        schemaErrorFormatter: (errors) => new HttpError(400, validationErrorMap(errors)),
      },
      async (request, reply) => {
        const limit = {
          key: `client-errors:ip:${request.ip}`,
          max: ctx.config.abuseLimits.clientErrorReportsPerIpPerMinute,
          windowSeconds: 60,
        };
        await takeOrRefuse(ctx.limiter, [limit], reply);
        const report = redacted(request.body);
        request.log.warn({ clientError: report }, 'client error reported');
        counter.inc({ mf: COUNTED_NAMES.has(report.mf) ? report.mf : 'other', kind: report.kind });
        recent?.add({ ...report, request_id: request.id });
        return reply.status(204).send(null);
      },
    );
  });
}
