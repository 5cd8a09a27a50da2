import { useId } from 'react';
import { Link } from '../navigation/Link';
import { ACTIVITY_PATH, TRANSACTIONS_PATH } from '../navigation/accountPages';
import { accountMessages } from '../navigation/accountMessages';
import styles from './ClosedAccountNotice.module.css';
import { closedAccountMessages as text } from './messages';

/**
 * Under the header of a closed account's read-only session: what it may still do, with its
 * statements and cash transactions one click away (everything else the server refuses).
 */
export function ClosedAccountNotice() {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong id={titleId}>{text.title}</strong> {text.readOnly}
        </p>
        <ul className={styles.links}>
          <li>
            <Link href={ACTIVITY_PATH}>{accountMessages.activity}</Link>
          </li>
          <li>
            <Link href={TRANSACTIONS_PATH}>{accountMessages.transactions}</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
