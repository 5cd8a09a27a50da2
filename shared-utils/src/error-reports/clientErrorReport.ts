import type { ClientErrorReport } from '@portal/contract';
import {
  CLIENT_ERROR_LIMITS,
  redactErrorText,
  type ClientErrorKind,
} from '@portal/contract/client-errors/report-text';
import { attributeError } from './attribution';
import { mapModuleNamed } from './importMapModules';

/** A front-end error to report. */
export interface ClientErrorInput {
  kind: ClientErrorKind;
  error: unknown;
  /**
   * The micro-frontend that failed (an import-map name or a single-spa application name); without
   * it the error's stack names it.
   */
  mf?: string;
  /** The script the browser says threw (an error event's filename). */
  filename?: string;
}

/** Where and when the error happened, taken as it is reported. */
export interface ErrorMoment {
  page: string;
  time: Date;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : String(error) };
}

const cut = (text: string, max: number) => redactErrorText(text).slice(0, max);

/**
 * The report of an error: its micro-frontend and version (named, or found from the stack in the
 * import map), its texts redacted and cut to the contract's limits, the page's path alone.
 */
export function clientErrorReport(
  { kind, error, mf, filename }: ClientErrorInput,
  { page, time }: ErrorMoment,
): ClientErrorReport {
  const { message, stack } = describe(error);
  const module = mf ? mapModuleNamed(mf) : attributeError(stack, filename);
  return {
    mf: module.name.slice(0, CLIENT_ERROR_LIMITS.mf),
    version: module.version.slice(0, CLIENT_ERROR_LIMITS.version),
    kind,
    message: cut(message, CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
    page: cut(page, CLIENT_ERROR_LIMITS.page),
    time: time.toISOString(),
  };
}

export { sendReport } from './sendReport';
