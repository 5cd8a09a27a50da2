import { formatMoney } from '@portal/shared-utils';
import styles from './Activity.module.css';

/** A net result: a loss in red, and with its minus sign so colour is not the only cue. */
export function NetResult({ cents }: { cents: number }) {
  return <span className={cents < 0 ? styles.loss : undefined}>{formatMoney(cents)}</span>;
}
