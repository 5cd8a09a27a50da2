import { Button, formatMoney } from '@portal/shared-utils';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { goToClientApp, startLinks } from './startPlaying';
import styles from './result.module.css';

const text = messages.deposit.success;

export interface DepositSuccessfulProps {
  amount: number;
  close: () => void;
  /** The onboarding variant: open the Betslip to apply the bonus. */
  onboarding?: boolean;
}

/** Deposit Successful with the amount; Start Betting, Start Playing or Go Back (spec 2 §2). */
export function DepositSuccessful({ amount, close, onboarding = false }: DepositSuccessfulProps) {
  return (
    <DepositPageFrame heading={text.heading}>
      <p className={styles.text}>{text.amount(formatMoney(amount))}</p>
      {onboarding && <p className={styles.text}>{text.betslip}</p>}
      <div className={styles.actions}>
        {startLinks().map(({ path, betting }) => (
          <Button key={path} fullWidth onClick={() => goToClientApp(path)}>
            {betting ? text.startBetting : text.startPlaying}
          </Button>
        ))}
        <Button fullWidth variant="secondary" onClick={close}>
          {text.goBack}
        </Button>
      </div>
    </DepositPageFrame>
  );
}
