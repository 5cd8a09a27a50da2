import { REMOTE_LOGGED_CODES } from './codes';
import type { LocationCheckError } from './LocationCheckError';

/** How many lines the log history keeps (spec 1 §9); the oldest go first. */
export const LOG_HISTORY_LIMIT = 100;

export interface LogHistoryOptions {
  /** Where errors worth a look are posted; empty leaves remote logging off. */
  errorLogUrl?: string;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

/** The location client's log: the last 100 lines, and the errors the remote logger must see. */
export class LogHistory {
  private readonly entries: string[] = [];

  constructor(private readonly options: LogHistoryOptions = {}) {}

  add(line: string): void {
    const now = this.options.now?.() ?? new Date();
    this.entries.push(`${now.toISOString()} ${line}`);
    if (this.entries.length > LOG_HISTORY_LIMIT) this.entries.shift();
  }

  lines(): string[] {
    return [...this.entries];
  }

  /**
   * Records a failure and, for codes 600, 612, 613, 615, 620 and 699 only, posts it with the log
   * history to the remote logger. A logger that cannot be reached only adds a line.
   */
  error(error: LocationCheckError): LocationCheckError {
    this.add(`error ${error.code}: ${error.message}`);
    const url = this.options.errorLogUrl;
    if (url && REMOTE_LOGGED_CODES.has(error.code)) {
      const fetchImpl = this.options.fetchImpl ?? fetch;
      const body = JSON.stringify({ code: error.code, message: error.message, log: this.lines() });
      fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
        .then((response) => {
          if (!response.ok) this.add(`remote log refused: HTTP ${response.status}`);
        })
        .catch(() => this.add('remote log unreachable'));
    }
    return error;
  }
}
