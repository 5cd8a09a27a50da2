import { formatMoney } from '@portal/shared-utils';
import styles from './NetAmount.module.css';

/** A net result in cents: a loss with its minus sign in red, a win or nothing in the text's colour. */
export function NetAmount({ cents }: { cents: number }) {
  return <span className={cents < 0 ? styles.loss : styles.amount}>{formatMoney(cents)}</span>;
}
