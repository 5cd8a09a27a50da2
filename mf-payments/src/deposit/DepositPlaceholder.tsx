import { Button } from '@portal/shared-utils';
import { BalanceFigures } from '../balance/BalanceFigures';
import type { ModalBodyProps } from '../modal/ModalBodyProps';
import { messages } from '../messages';
import styles from './DepositPlaceholder.module.css';

/** A deposit modal body (the shell titles it Deposit) that says which issue brings the deposit flow. */
function DepositPlaceholder({ note, close }: { note: string; close: () => void }) {
  return (
    <div className={styles.body}>
      <BalanceFigures />
      <p className={styles.note}>{note}</p>
      <Button variant="secondary" fullWidth onClick={close}>
        {messages.close}
      </Button>
    </div>
  );
}

/** ?modal=deposit */
export function DepositModal({ close }: ModalBodyProps) {
  return <DepositPlaceholder note={messages.deposit.placeholder} close={close} />;
}

/** ?modal=onboarding-deposit, entered with state from=registration. */
export function OnboardingDepositModal({ close }: ModalBodyProps) {
  return <DepositPlaceholder note={messages.deposit.onboardingPlaceholder} close={close} />;
}
