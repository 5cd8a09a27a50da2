import { Button, useConfig, useUser, type ModalBodyProps } from '@portal/shared-utils';
import { useState } from 'react';
import { messages } from '../../messages';
import { CardPayment } from '../card/CardPayment';
import type { DepositResult } from '../card/depositResult';
import { depositEntry } from '../depositParams';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { PaymentDraft } from '../navigation/depositPages';
import { useDepositPromotions } from '../promotions/depositPromotionsApi';
import { DepositError } from '../result/DepositError';
import { DepositSuccessful } from '../result/DepositSuccessful';
import { UsDeposit } from '../us/UsDeposit';
import { usesUsDeposit } from '../us/usDepositFlow';
import { VerifyIdRequired } from '../verify/VerifyIdRequired';
import { OnboardingAmountStep } from './OnboardingAmountStep';
import { ModalBackContext } from '../navigation/modalBack';

const text = messages.deposit.onboarding;

type Step =
  | { name: 'amount' }
  | { name: 'card'; draft: PaymentDraft }
  | { name: 'result'; result: DepositResult };

/**
 * ?modal=onboarding-deposit, entered with state from=registration: in the US, the US deposit flow
 * with Deposit later (a US player is never charged through the standard methods); elsewhere two
 * steps, Amount and CreditCard, Deposit or Deposit later, then the onboarding result screens.
 */
export function OnboardingDepositModal(props: ModalBodyProps) {
  const entry = depositEntry(props.params, props.state);
  return (
    <ModalBackContext.Provider value={props.setBack}>
      {usesUsDeposit(useConfig()) ? (
        <UsDeposit
          defaultAmount={entry.defaultAmount}
          registrationCancelled={entry.registrationCancelled}
          close={props.close}
          onLater={props.close}
        />
      ) : (
        <StandardOnboardingDeposit defaultAmount={entry.defaultAmount} close={props.close} />
      )}
    </ModalBackContext.Provider>
  );
}

/** The standard (AU/NZ) onboarding deposit: Amount, then CreditCard. */
function StandardOnboardingDeposit({
  defaultAmount,
  close,
}: {
  defaultAmount?: string;
  close: () => void;
}) {
  const promotions = useDepositPromotions(true);
  const user = useUser();
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const [amount, setAmount] = useState(defaultAmount ?? '');

  if (step.name === 'result') {
    return step.result.ok ? (
      <DepositSuccessful amount={step.result.amount} close={close} onboarding />
    ) : (
      <DepositError
        reason={step.result.reason}
        onTryAgain={() => setStep({ name: 'amount' })}
        onDepositLater={close}
      />
    );
  }
  const stepName = step.name === 'amount' ? text.amountStep : text.cardStep;
  return (
    <DepositPageFrame
      key={step.name}
      heading={text.stepOf(step.name === 'amount' ? 1 : 2, stepName)}
      onBack={step.name === 'card' ? () => setStep({ name: 'amount' }) : undefined}
    >
      {user && !user.id_verified ? (
        <>
          <VerifyIdRequired />
          <Button variant="link" onClick={close}>
            {text.depositLater}
          </Button>
        </>
      ) : step.name === 'amount' ? (
        <OnboardingAmountStep
          initialAmount={amount}
          promotions={promotions}
          onNext={(draft) => {
            setAmount((draft.amount / 100).toFixed(2));
            setStep({ name: 'card', draft });
          }}
          onLater={close}
        />
      ) : (
        <>
          <CardPayment
            draft={step.draft}
            onResult={(result) => setStep({ name: 'result', result })}
          />
          <Button variant="link" onClick={close}>
            {text.depositLater}
          </Button>
        </>
      )}
    </DepositPageFrame>
  );
}
