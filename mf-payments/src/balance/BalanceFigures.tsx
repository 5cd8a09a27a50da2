import { Loader, Money, useUser } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './BalanceFigures.module.css';

const text = messages.balance;

/** The player's balance and, where it matters, the available balance; a loader until the user is there. */
export function BalanceFigures({ showAvailable = false }: { showAvailable?: boolean }) {
  const user = useUser();
  if (!user) return <Loader label={text.loading} />;
  return (
    <dl className={styles.figures} aria-label={text.label}>
      <div className={styles.figure}>
        <dt>{text.balance}</dt>
        <dd>
          <Money cents={user.balance} />
        </dd>
      </div>
      {showAvailable && (
        <div className={styles.figure}>
          <dt>{text.availableBalance}</dt>
          <dd>
            <Money cents={user.available_balance} />
          </dd>
        </div>
      )}
    </dl>
  );
}
