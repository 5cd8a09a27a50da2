import { Button, formatMoney, useUser } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import type { DepositResult } from '../card/depositResult';
import { BackTarget } from '../navigation/backTarget';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { StatusNote } from '../../page/StatusNote';
import { VerifyIdRequired } from '../verify/VerifyIdRequired';
import { DepositHelp } from './DepositHelp';
import { US_DEFAULT_AMOUNT, UsAmountPage } from './UsAmountPage';
import { UsMethodPage } from './UsMethodPage';
import styles from './UsDeposit.module.css';

const text = messages.deposit.us;

export interface UsDepositProps {
  defaultAmount?: string;
  /** Back from the provider's registration page, cancelled there: the amount page says so. */
  registrationCancelled?: boolean;
  close: () => void;
  /** The onboarding deposit after sign-up: Deposit later leaves it for now. */
  onLater?: () => void;
}

type UsStep =
  | { name: 'amount' }
  | { name: 'method'; amount: number }
  | { name: 'result'; result: DepositResult };

/** The US deposit flow (spec 2 §2): amount, method and widget, then success or failure. */
export function UsDeposit({
  defaultAmount,
  registrationCancelled = false,
  close,
  onLater,
}: UsDepositProps) {
  const user = useUser();
  const [step, setStep] = useState<UsStep>({ name: 'amount' });
  const [amount, setAmount] = useState(defaultAmount || US_DEFAULT_AMOUNT);
  const [cancelledNotice, setCancelledNotice] = useState(registrationCancelled);

  return (
    <div className={styles.flow}>
      {user && !user.id_verified ? (
        <DepositPageFrame heading={text.amountHeading} showHeading={false}>
          <VerifyIdRequired message={text.errors.verifyId} />
          <DepositLater onLater={onLater} />
        </DepositPageFrame>
      ) : (
        <UsStepView
          step={step}
          setStep={(next) => {
            setCancelledNotice(false);
            setStep(next);
          }}
          amount={amount}
          setAmount={setAmount}
          close={close}
          onLater={onLater}
          cancelledNotice={cancelledNotice}
        />
      )}
      <aside className={styles.secure} aria-label={text.secure}>
        <strong>{text.secure}</strong>
        <span>{text.secureNote}</span>
      </aside>
      <DepositHelp />
    </div>
  );
}

/** The onboarding deposit's Deposit later, when there is one. */
function DepositLater({ onLater }: { onLater?: () => void }) {
  return onLater ? (
    <Button variant="link" onClick={onLater}>
      {messages.deposit.onboarding.depositLater}
    </Button>
  ) : null;
}

function UsStepView({
  step,
  setStep,
  amount,
  setAmount,
  close,
  onLater,
  cancelledNotice,
}: {
  step: UsStep;
  setStep: (step: UsStep) => void;
  amount: string;
  setAmount: (amount: string) => void;
  close: () => void;
  onLater?: () => void;
  cancelledNotice: boolean;
}) {
  if (step.name === 'amount') {
    return (
      <DepositPageFrame key="amount" heading={text.amountHeading} showHeading={false}>
        {cancelledNotice && <StatusNote>{text.registrationCancelled}</StatusNote>}
        <UsAmountPage
          initialAmount={amount}
          onNext={(cents) => {
            setAmount((cents / 100).toFixed(2));
            setStep({ name: 'method', amount: cents });
          }}
        />
        <DepositLater onLater={onLater} />
      </DepositPageFrame>
    );
  }
  if (step.name === 'method') {
    return (
      <BackTarget.Provider value={text.amountHeading}>
        <DepositPageFrame
          key="method"
          heading={text.methodsHeading}
          onBack={() => setStep({ name: 'amount' })}
        >
          <p>{messages.deposit.card.paying(formatMoney(step.amount))}</p>
          <UsMethodPage
            amount={step.amount}
            onResult={(result) => setStep({ name: 'result', result })}
          />
        </DepositPageFrame>
      </BackTarget.Provider>
    );
  }
  const { result } = step;
  return result.ok ? (
    <DepositPageFrame key="success" heading={text.successHeading}>
      <p>{messages.deposit.success.amount(formatMoney(result.amount))}</p>
      <Button fullWidth onClick={close}>
        {text.continue}
      </Button>
    </DepositPageFrame>
  ) : (
    <DepositPageFrame key="failure" heading={text.failureHeading}>
      {result.reason && <p>{messages.deposit.failure.reason(result.reason)}</p>}
      <Button fullWidth onClick={() => setStep({ name: 'amount' })}>
        {text.tryAgain}
      </Button>
    </DepositPageFrame>
  );
}
