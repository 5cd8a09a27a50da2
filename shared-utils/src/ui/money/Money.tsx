import { formatMoney } from '../../format/money';

export interface MoneyProps {
  /** The amount in integer cents. */
  cents: number;
  className?: string;
}

/** An amount of money: cents shown as $0,0.00. */
export function Money({ cents, className }: MoneyProps) {
  return <span className={className}>{formatMoney(cents)}</span>;
}
