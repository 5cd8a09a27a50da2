import { addErrorHandler, removeErrorHandler, type AppError } from 'single-spa';
import type { ClientErrorInput } from './clientErrorReport';

export type { ClientErrorInput } from './clientErrorReport';

/** Reports one page sends at most: a render loop must not flood the collector. */
export const MAX_REPORTS_PER_PAGE = 20;

let endpoint = '';
const sent = new Set<string>();

/**
 * The report's making and sending, loaded with the first error: a page that never fails never
 * fetches it.
 */
const reporter = () => import(/* webpackChunkName: "error-reports" */ './clientErrorReport');

/**
 * Sends a front-end error to the configured collector, attributed to its micro-frontend and
 * version, with tokens, e-mail addresses and card numbers redacted. The same error is sent once per
 * page and at most MAX_REPORTS_PER_PAGE are sent; nothing is sent before startErrorReports names a
 * collector. Never throws: a report must not add a failure of its own.
 */
export function reportClientError(input: ClientErrorInput): void {
  if (!endpoint) return;
  const url = endpoint;
  const moment = { page: window.location.pathname, time: new Date() };
  reporter()
    .then(({ clientErrorReport, sendReport }) => {
      if (sent.size >= MAX_REPORTS_PER_PAGE) return;
      const report = clientErrorReport(input, moment);
      const key = `${report.mf}\n${report.kind}\n${report.message}`;
      if (sent.has(key)) return;
      sent.add(key);
      sendReport(url, report);
    })
    .catch(() => undefined);
}

function onError(event: ErrorEvent) {
  reportClientError({
    kind: 'error',
    error: event.error ?? event.message,
    filename: event.filename,
  });
}

function onRejection(event: PromiseRejectionEvent) {
  reportClientError({ kind: 'unhandledrejection', error: event.reason });
}

/** single-spa's errors that root-config's loader does not catch itself (unmount, update, parcels). */
function onLifecycleError(error: AppError) {
  console.error(error);
  reportClientError({ kind: 'mount', error, mf: error.appOrParcelName });
}

/**
 * Starts reporting the page's uncaught errors, unhandled rejections and single-spa lifecycle
 * failures to `url` (the runtime config's errorReportUrl); an empty URL leaves reports off.
 * root-config calls it once, before it registers the micro-frontends.
 */
export function startErrorReports(url: string | undefined): void {
  if (!url || endpoint) return;
  endpoint = url;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  addErrorHandler(onLifecycleError);
}

/** Tests: forgets the collector, what was sent and the listeners. */
export function stopErrorReports(): void {
  endpoint = '';
  sent.clear();
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  removeErrorHandler(onLifecycleError);
}
