import { messages, type ActivityStatement } from '@portal/contract';
import { csvDocument, csvDollars } from '../csv/csv-document';
import { moneyLines, productLines } from './statement-lines';

const m = messages.activity;
const c = m.columns;

/**
 * The statement as CSV: the period, then one row per money line (dollars, a minus sign for a
 * loss), then one row per product; the same figures as the JSON.
 */
export function statementCsv(s: ActivityStatement): string {
  return csvDocument([
    [m.statementTitle, ''],
    [c.from, s.from],
    [c.to, s.to],
    [c.timeZone, s.time_zone],
    [],
    [c.line, c.amount],
    ...moneyLines(s).map(({ label, cents }) => [label, csvDollars(cents)]),
    [m.lines.bet_count, String(s.bet_count)],
    [m.lines.contest_count, String(s.contest_count)],
    [],
    [c.product, m.lines.staked, m.lines.won, m.lines.net_result, c.count],
    ...productLines(s).map((p) => [
      p.name,
      csvDollars(p.staked),
      csvDollars(p.won),
      csvDollars(p.net_result),
      String(p.count),
    ]),
  ]);
}
