import { PlaceholderModalBody, type ModalBodyProps } from '@portal/shared-utils';
import { BalanceFigures } from '../balance/BalanceFigures';
import { messages } from '../messages';

/** A deposit modal body (the shell titles it Deposit): the balance, and which issue brings the flow. */
function DepositPlaceholder({ text, close }: { text: string; close: () => void }) {
  return (
    <PlaceholderModalBody text={text} onClose={close}>
      <BalanceFigures />
    </PlaceholderModalBody>
  );
}

/** ?modal=deposit */
export function DepositModal({ close }: ModalBodyProps) {
  return <DepositPlaceholder text={messages.deposit.placeholder} close={close} />;
}

/** ?modal=onboarding-deposit, entered with state from=registration. */
export function OnboardingDepositModal({ close }: ModalBodyProps) {
  return <DepositPlaceholder text={messages.deposit.onboardingPlaceholder} close={close} />;
}
