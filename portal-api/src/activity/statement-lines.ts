import { messages, type ActivityStatement } from '@portal/contract';

const m = messages.activity;

export interface StatementLine {
  label: string;
  cents: number;
}

/** The money lines of a statement in reading order, opening balance down to closing balance. */
export function moneyLines(s: ActivityStatement): StatementLine[] {
  const line = (key: keyof typeof m.lines & keyof ActivityStatement) => ({
    label: m.lines[key],
    cents: s[key] as number,
  });
  return [
    line('opening_balance'),
    line('deposits'),
    line('withdrawals'),
    line('staked'),
    line('won'),
    line('net_result'),
    line('bonus'),
    line('adjustments'),
    line('closing_balance'),
  ];
}

/** Each product's play: its name and figures. */
export function productLines(s: ActivityStatement) {
  return (['betting', 'fantasy'] as const).map((key) => ({
    name: m.products[key],
    ...s.products[key],
  }));
}
