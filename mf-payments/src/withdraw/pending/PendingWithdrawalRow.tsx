import { Button, formatDateTime, Money } from '@portal/shared-utils';
import { messages } from '../../messages';
import { isAutomaticPending, WITHDRAWAL_STATUS, type Withdrawal } from './withdrawalsApi';
import list from '../../page/CardList.module.css';
import styles from './PendingWithdrawals.module.css';

const text = messages.withdraw.pending;

/**
 * One withdrawal (spec 2 §4): pending and automatic shows Processing with no action, pending shows
 * Cancel, processing shows (Processing).
 */
export function PendingWithdrawalRow({
  withdrawal,
  onCancel,
}: {
  withdrawal: Withdrawal;
  onCancel: () => void;
}) {
  const transaction = String(withdrawal.transaction_id);
  return (
    <li className={list.card}>
      <dl className={list.facts}>
        <div>
          <dt>{text.transaction}</dt>
          <dd>{transaction}</dd>
        </div>
        <div>
          <dt>{text.date}</dt>
          <dd>{formatDateTime(withdrawal.created_at)}</dd>
        </div>
        <div>
          <dt>{text.amount}</dt>
          <dd>
            <Money cents={withdrawal.amount} />
          </dd>
        </div>
      </dl>
      <div className={styles.action}>
        <WithdrawalAction withdrawal={withdrawal} transaction={transaction} onCancel={onCancel} />
      </div>
    </li>
  );
}

function WithdrawalAction({
  withdrawal,
  transaction,
  onCancel,
}: {
  withdrawal: Withdrawal;
  transaction: string;
  onCancel: () => void;
}) {
  if (isAutomaticPending(withdrawal)) return <span>{text.processing}</span>;
  if (withdrawal.status.id === WITHDRAWAL_STATUS.pending) {
    return (
      <Button variant="secondary" aria-label={text.cancelLabel(transaction)} onClick={onCancel}>
        {text.cancel}
      </Button>
    );
  }
  return <span>{text.processingStatus}</span>;
}
