// The bench's rows: figure | portal | baseline | target | met, each value a median with its spread.
import { summary } from './stats.mjs';

// kB as size-limit and the browsers count them: 1000 bytes.
const KB = 1000;

/** "412 ms (380–450)": a { median, min, max } summary in `unit` with `digits` decimals. */
export function summaryText({ median, min, max }, { digits = 0, unit = '' } = {}) {
  const number = (value) => value.toFixed(digits);
  return `${number(median)}${unit} (${number(min)}–${number(max)})`;
}

/** The median and the spread of `values`, as summaryText prints them. */
export function spread(values, format) {
  return summaryText(summary(values), format);
}

/**
 * A row whose portal figure must stay at most (`max`) or at least (`min`) a target; `values` are
 * { portal, baseline } lists of numbers, `format` how they print.
 */
export function targetRow(figure, values, { max, min, format = {} }) {
  const { median } = summary(values.portal);
  const limit = (value) => `${value.toFixed(format.digits ?? 0)}${format.unit ?? ''}`;
  return {
    figure,
    portal: spread(values.portal, format),
    baseline: spread(values.baseline, format),
    target: max !== undefined ? `≤ ${limit(max)}` : `≥ ${limit(min)}`,
    met: max !== undefined ? median <= max : median >= min,
  };
}

/** The portal's time as a multiple of the baseline's, run by run (runs are interleaved pairs). */
export function ratioRow(figure, values, { max }) {
  const ratios = values.portal.map((portal, run) => portal / values.baseline[run]);
  return {
    figure,
    portal: `${spread(values.portal, { unit: ' ms' })} = ${spread(ratios, { digits: 2, unit: '×' })}`,
    baseline: spread(values.baseline, { unit: ' ms' }),
    target: `≤ ${max}× baseline`,
    met: summary(ratios).median <= max,
  };
}

const totalBytes = (scripts) => scripts.reduce((total, script) => total + script.gzipBytes, 0);

/** The run whose JavaScript total is the median of `loads` (every run should load the same). */
export function medianLoad(loads) {
  return [...loads].sort((a, b) => totalBytes(a.scripts) - totalBytes(b.scripts))[
    Math.floor((loads.length - 1) / 2)
  ];
}

/** First-load JavaScript, gzip on the wire: the median total, its spread, the median run's count. */
export function firstLoadRow(figure, loads, { maxKb }) {
  const describe = (runs) =>
    `${spread(
      runs.map((run) => totalBytes(run.scripts) / KB),
      { digits: 1, unit: ' kB' },
    )} in ${medianLoad(runs).scripts.length} scripts`;
  return {
    figure,
    portal: describe(loads.portal),
    baseline: describe(loads.baseline),
    target: `≤ ${maxKb} kB`,
    met: summary(loads.portal.map((run) => totalBytes(run.scripts))).median <= maxKb * KB,
  };
}

/** The scripts of a first load, biggest first, one per line. */
export function scriptLines(scripts) {
  return scripts.map(
    ({ url, gzipBytes }) => `  ${`${(gzipBytes / KB).toFixed(1)} kB`.padStart(9)}  ${url}`,
  );
}

const COLUMNS = ['figure', 'portal', 'baseline', 'target', 'met'];
const metText = (met) => (met === null ? 'report' : met ? 'met' : 'NOT MET');

/** The rows as a plain-text table. */
export function table(rows) {
  const cells = [
    COLUMNS,
    ...rows.map((row) => [row.figure, row.portal, row.baseline, row.target, metText(row.met)]),
  ];
  const widths = COLUMNS.map((_, column) => Math.max(...cells.map((cell) => cell[column].length)));
  const line = (cell) => cell.map((text, column) => text.padEnd(widths[column])).join(' | ');
  return [
    line(cells[0]),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.slice(1).map(line),
  ].join('\n');
}
