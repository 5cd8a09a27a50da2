import type { LogOptions } from '../observability/logger-options';

export interface CapturedLog {
  /** The app's logger option: every level, into `lines`. */
  options: LogOptions;
  lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
}

/** A log the test reads: each JSON line the app writes, as written. */
export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    options: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
