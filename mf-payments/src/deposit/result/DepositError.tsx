import { Button } from '@portal/shared-utils';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import styles from './result.module.css';

const text = messages.deposit.failure;

export interface DepositErrorProps {
  reason: string;
  onTryAgain: () => void;
  /** Onboarding only: leave the deposit for later. */
  onDepositLater?: () => void;
}

/** Deposit Unsuccessful, the reason when there is one, Try Again and Deposit later (spec 2 §2). */
export function DepositError({ reason, onTryAgain, onDepositLater }: DepositErrorProps) {
  return (
    <DepositPageFrame heading={text.heading}>
      {reason && <p className={styles.text}>{text.reason(reason)}</p>}
      <div className={styles.actions}>
        <Button fullWidth onClick={onTryAgain}>
          {text.tryAgain}
        </Button>
        {onDepositLater && (
          <Button variant="link" onClick={onDepositLater}>
            {text.depositLater}
          </Button>
        )}
      </div>
    </DepositPageFrame>
  );
}
