import { formatDateTime } from '@portal/shared-utils';
import { Facts } from '../common/Facts';
import { messages } from '../messages';
import styles from './TakeABreakPage.module.css';

const text = messages.takeABreak;

export interface BreakStatusProps {
  us: boolean;
  appliedAt: string | null;
  endAt: string;
  /** A short break (or timeout): the player is signed in to withdraw. */
  short: boolean;
}

/**
 * A player on a break or timeout: since when and until when; it cannot be changed until it ends;
 * on a short one, what the player may still do.
 */
export function BreakStatus({ us, appliedAt, endAt, short }: BreakStatusProps) {
  return (
    <div className={styles.status} role="status">
      <p className={styles.statusTitle}>{us ? text.usOnBreak : text.onBreak}</p>
      <Facts
        facts={[
          [text.appliedAt, appliedAt && formatDateTime(appliedAt)],
          [text.endsAt, formatDateTime(endAt)],
        ]}
      />
      <p>{text.onBreakNote}</p>
      {short && <p>{text.whileOnBreak}</p>}
    </div>
  );
}
