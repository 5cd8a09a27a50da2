import type { Sample } from './measure';

/** The median of a figure over the rounds, with its smallest and largest value. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface Figure {
  req_per_s: Spread;
  p50_ms: Spread;
  p99_ms: Spread;
  /** Failed requests over all rounds (errors, timeouts, non-2xx). */
  failed: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

export function figure(samples: Sample[]): Figure {
  return {
    req_per_s: spread(samples.map((s) => s.reqPerS)),
    p50_ms: spread(samples.map((s) => s.p50Ms)),
    p99_ms: spread(samples.map((s) => s.p99Ms)),
    failed: samples.reduce((sum, s) => sum + s.failed, 0),
  };
}

const round = (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1));
const cell = ({ median, min, max }: Spread) => `${round(median)} (${round(min)}–${round(max)})`;

/** A table of `rows` (label, figure): medians with their spread in brackets. */
export function table(rows: Array<[string, Figure]>): string {
  const lines = [
    ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
    ...rows.map(([label, f]) => [
      label,
      cell(f.req_per_s),
      cell(f.p50_ms),
      cell(f.p99_ms),
      String(f.failed),
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  return lines
    .map((line) =>
      line
        .map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i])))
        .join('  '),
    )
    .join('\n');
}
