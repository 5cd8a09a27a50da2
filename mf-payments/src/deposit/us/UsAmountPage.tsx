import { FormMoneyField } from '@portal/shared-utils/forms';
import { toCents, useUser } from '@portal/shared-utils';
import { FormActions, SchemaForm } from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { messages } from '../../messages';
import { QuickAddButtons } from '../home/QuickAddButtons';
import { onboardingAmountSchema } from '../onboarding/onboardingAmountSchema';
import { remainingDepositLimit } from '../onboarding/remainingDepositLimit';
import styles from './UsDeposit.module.css';

const text = messages.deposit.us;

/** US quick-add amounts in dollars (spec 2 §5). */
export const US_QUICK_ADD = [20, 50, 100, 250, 500] as const;
/** The US amount a deposit starts at (spec 2 §5). */
export const US_DEFAULT_AMOUNT = '1.00';

/** The US amount page: amount (default 1), quick-add buttons and Next. */
export function UsAmountPage({
  initialAmount,
  onNext,
}: {
  initialAmount: string;
  onNext: (cents: number) => void;
}) {
  const limits = useUser()?.limits;
  const schema = useMemo(
    () => onboardingAmountSchema(remainingDepositLimit(limits ?? [])),
    [limits],
  );
  const initialValues = useMemo(() => ({ amount: initialAmount }), [initialAmount]);
  return (
    <SchemaForm<{ amount: string }>
      schema={schema}
      initialValues={initialValues}
      label={text.amountHeading}
      className={styles.form}
      onSubmit={async (values) => onNext(toCents(values.amount))}
    >
      {({ submitting, submitError }) => (
        <>
          <FormMoneyField name="amount" label={text.amount} />
          <QuickAddButtons amounts={US_QUICK_ADD} />
          <FormActions submitLabel={text.next} submitting={submitting} error={submitError} />
        </>
      )}
    </SchemaForm>
  );
}
