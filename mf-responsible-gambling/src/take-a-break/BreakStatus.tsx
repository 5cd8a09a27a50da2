import { formatDateTime } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './TakeABreakPage.module.css';

const text = messages.takeABreak;

export interface BreakStatusProps {
  us: boolean;
  appliedAt: string | null;
  endAt: string;
}

/** A player on a break or timeout: since when and until when; it cannot be changed until it ends. */
export function BreakStatus({ us, appliedAt, endAt }: BreakStatusProps) {
  return (
    <div className={styles.status} role="status">
      <p className={styles.statusTitle}>{us ? text.usOnBreak : text.onBreak}</p>
      <dl className={styles.dates}>
        {appliedAt && (
          <div>
            <dt>{text.appliedAt}</dt>
            <dd>{formatDateTime(appliedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{text.endsAt}</dt>
          <dd>{formatDateTime(endAt)}</dd>
        </div>
      </dl>
      <p>{text.onBreakNote}</p>
    </div>
  );
}
