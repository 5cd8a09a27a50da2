import { FormMoneyField } from '@portal/shared-utils/forms';
import { Button, toCents, useUser } from '@portal/shared-utils';
import { FormActions, SchemaForm } from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { messages } from '../../messages';
import { AU_QUICK_ADD, QuickAddButtons } from '../home/QuickAddButtons';
import type { PaymentDraft } from '../navigation/depositPages';
import { chosenPromotion, PromotionChoice } from '../promotions/PromotionChoice';
import type { Promotion } from '../promotions/promotion';
import { onboardingAmountSchema } from './onboardingAmountSchema';
import { remainingDepositLimit } from './remainingDepositLimit';

const text = messages.deposit.onboarding;

interface AmountValues extends Record<string, unknown> {
  amount: string;
  promotion: string;
}

export interface OnboardingAmountStepProps {
  initialAmount: string;
  promotions: Promotion[];
  onNext: (draft: PaymentDraft) => void;
  onLater: () => void;
}

/** Step Amount of the onboarding deposit: amount, promotion, Deposit and Deposit later. */
export function OnboardingAmountStep({
  initialAmount,
  promotions,
  onNext,
  onLater,
}: OnboardingAmountStepProps) {
  const limits = useUser()?.limits;
  const schema = useMemo(
    () => onboardingAmountSchema(remainingDepositLimit(limits ?? [])),
    [limits],
  );
  const initialValues = useMemo(() => ({ amount: initialAmount, promotion: '' }), [initialAmount]);
  return (
    <SchemaForm<AmountValues>
      schema={schema}
      initialValues={initialValues}
      label={text.stepOf(1, text.amountStep)}
      onSubmit={async (values) =>
        onNext({
          amount: toCents(values.amount),
          promotion: chosenPromotion(promotions, values.promotion),
          cardId: null,
        })
      }
    >
      {({ submitting, submitError }) => (
        <>
          <FormMoneyField name="amount" label={messages.deposit.home.amount} />
          <QuickAddButtons amounts={AU_QUICK_ADD} />
          <PromotionChoice promotions={promotions} />
          <FormActions submitLabel={text.submit} submitting={submitting} error={submitError} />
          <Button variant="link" onClick={onLater}>
            {text.depositLater}
          </Button>
        </>
      )}
    </SchemaForm>
  );
}
