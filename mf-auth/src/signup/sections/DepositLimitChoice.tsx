import type { Named } from '@portal/shared-utils';
import { FormMoneyField, FormRadioGroup, FormSelect } from '@portal/shared-utils/forms';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useField, useForm } from 'react-final-form';
import { messages } from '../../messages';
import type { SignupValues } from '../signupValues';
import styles from '../Signup.module.css';
import { LimitBenefits } from './LimitBenefits';

const text = messages.signup;
const CHOICES = [
  { value: 'no', label: text.noLimit },
  { value: 'yes', label: text.setLimit },
] as const;

/**
 * Outside the US: no limit or a deposit limit with its period (spec 1 §4). The period defaults to
 * the second duration on offer; the amount is rounded to 2 decimals when the field is left. No limit
 * shows the benefits of a limit, announced politely, with a button that sets one after all.
 */
export function DepositLimitChoice({ durations }: { durations: Named[] }) {
  const form = useForm<SignupValues>();
  const setLimit = useField('set_deposit_limit', { subscription: { value: true } }).input.value;
  const defaultDuration = durations[1] ?? durations[0];
  const defaulted = useRef(false);
  const amount = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!defaultDuration || defaulted.current) return;
    defaulted.current = true;
    if (!form.getState().values.deposit_limit.duration_type_id) {
      form.change('deposit_limit.duration_type_id', String(defaultDuration.id));
    }
  }, [form, defaultDuration]);

  const chooseLimit = () => {
    // Render the amount field visible first: a hidden field cannot take focus.
    flushSync(() => form.change('set_deposit_limit', 'yes'));
    amount.current?.focus();
  };

  return (
    <div>
      <FormRadioGroup
        name="set_deposit_limit"
        legend={text.depositLimitQuestion}
        options={CHOICES}
      />
      <div aria-live="polite">
        {setLimit === 'no' && <LimitBenefits onSetLimit={chooseLimit} />}
      </div>
      <div className={styles.row} hidden={setLimit !== 'yes'}>
        <FormMoneyField ref={amount} name="deposit_limit.limit" label={text.limitAmount} />
        <FormSelect
          name="deposit_limit.duration_type_id"
          label={text.limitPeriod}
          placeholder={text.limitPeriodPlaceholder}
          options={durations.map((duration) => ({
            value: String(duration.id),
            label: duration.name,
          }))}
        />
      </div>
    </div>
  );
}
