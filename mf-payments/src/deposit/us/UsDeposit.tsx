import { Button, formatMoney, useUser } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import type { DepositResult } from '../card/depositResult';
import { BackTarget } from '../navigation/backTarget';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { VerifyIdRequired } from '../verify/VerifyIdRequired';
import { US_DEFAULT_AMOUNT, UsAmountPage } from './UsAmountPage';
import { UsMethodPage } from './UsMethodPage';
import styles from './UsDeposit.module.css';

const text = messages.deposit.us;

type UsStep =
  | { name: 'amount' }
  | { name: 'method'; amount: number }
  | { name: 'result'; result: DepositResult };

/** The US deposit flow (spec 2 §2): amount, method and widget, then success or failure. */
export function UsDeposit({ defaultAmount, close }: { defaultAmount?: string; close: () => void }) {
  const user = useUser();
  const [step, setStep] = useState<UsStep>({ name: 'amount' });
  const [amount, setAmount] = useState(defaultAmount || US_DEFAULT_AMOUNT);

  return (
    <div className={styles.flow}>
      {user && !user.id_verified ? (
        <DepositPageFrame heading={text.amountHeading}>
          <VerifyIdRequired message={text.errors.verifyId} />
        </DepositPageFrame>
      ) : (
        <UsStepView
          step={step}
          setStep={setStep}
          amount={amount}
          setAmount={setAmount}
          close={close}
        />
      )}
      <aside className={styles.secure} aria-label={text.secure}>
        <strong>{text.secure}</strong>
        <span>{text.secureNote}</span>
      </aside>
      <p className={styles.help}>{text.help}</p>
    </div>
  );
}

function UsStepView({
  step,
  setStep,
  amount,
  setAmount,
  close,
}: {
  step: UsStep;
  setStep: (step: UsStep) => void;
  amount: string;
  setAmount: (amount: string) => void;
  close: () => void;
}) {
  if (step.name === 'amount') {
    return (
      <DepositPageFrame key="amount" heading={text.amountHeading}>
        <UsAmountPage
          initialAmount={amount}
          onNext={(cents) => {
            setAmount((cents / 100).toFixed(2));
            setStep({ name: 'method', amount: cents });
          }}
        />
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
