import { ConfirmDialog, toCents } from '@portal/shared-utils';
import {
  FormBanner,
  FormMoneyField,
  FormSelect,
  type FormValues,
  GuardedSubmit,
  SchemaForm,
} from '@portal/shared-utils/forms';
import { useMemo, useState } from 'react';
import { ClearOnChange } from '../common/ClearOnChange';
import { useConfirmation } from '../common/useConfirmation';
import { messages } from '../messages';
import { changeLimit, useLimitsChanged } from './limitsApi';
import { limitSchema } from './limitSchema';
import { limitName, unitOf, type LimitOption } from './limitTypes';
import { limitValue } from './limitValue';
import { notifyLimitChange } from './notifyLimitChange';
import { minutesOf } from './timeAmount';
import { TimeFields } from './TimeFields';

const text = messages.limits;

interface LimitValues extends FormValues {
  duration: string;
  amount: string;
  hours: string;
  minutes: string;
}

/**
 * Sets a limit of one type (spec 2 §2, §5): a duration (chosen already when there is only one), the
 * most to allow (dollars, or hours and minutes for the time limit), 'Set {name} limit' (disabled
 * until both are given, or while loading), a confirm dialog, then POST /limits with whole cents or
 * minutes. The form starts empty again once the change is made.
 */
export function LimitForm({ option }: { option: LimitOption }) {
  const name = limitName(option);
  const unit = unitOf(option.id);
  const schema = useMemo(() => limitSchema(unit), [unit]);
  const [made, setMade] = useState(0);
  const durations = option.durations.map((duration) => ({
    value: String(duration.id),
    label: duration.name,
  }));
  const onlyDuration = durations.length === 1 ? durations[0].value : '';
  const initialValues = useMemo(
    () => ({ duration: onlyDuration, amount: '', hours: '', minutes: '' }),
    [onlyDuration],
  );
  const durationOf = (values: LimitValues) =>
    option.durations.find((duration) => String(duration.id) === values.duration);
  const amountOf = (values: LimitValues) =>
    unit === 'minutes' ? minutesOf(values.hours, values.minutes) : toCents(values.amount);

  const limitsChanged = useLimitsChanged();
  const setting = useConfirmation({
    mutationFn: (values: LimitValues) =>
      changeLimit({
        limitTypeId: option.id,
        durationTypeId: parseInt(values.duration, 10),
        limit: amountOf(values),
      }),
    onSuccess: async (pending) => {
      notifyLimitChange(pending, text.applied);
      setMade((count) => count + 1);
      await limitsChanged();
    },
  });
  const asked = setting.asked;
  const askedDuration = asked && durationOf(asked);

  return (
    <>
      <SchemaForm<LimitValues>
        key={made}
        schema={schema}
        initialValues={initialValues}
        label={text.submit(name)}
        onSubmit={async (values) => setting.ask(values)}
      >
        {() => (
          <>
            <ClearOnChange clear={setting.clearError} />
            <FormSelect
              name="duration"
              label={text.duration}
              placeholder={text.durationPlaceholder}
              options={durations}
            />
            {unit === 'minutes' ? (
              <TimeFields />
            ) : (
              <FormMoneyField name="amount" label={text.amount} />
            )}
            <GuardedSubmit<LimitValues>
              label={text.submit(name)}
              loading={setting.sending}
              allowed={(values) =>
                Boolean(values.duration) &&
                (unit === 'minutes'
                  ? Boolean(values.hours?.trim() || values.minutes?.trim())
                  : Boolean(values.amount?.trim()))
              }
            />
            <FormBanner message={setting.error} />
          </>
        )}
      </SchemaForm>
      {asked && askedDuration && (
        <ConfirmDialog
          confirmLabel={messages.common.confirm}
          cancelLabel={messages.common.cancel}
          title={text.confirmTitle(name)}
          onConfirm={setting.confirm}
          onCancel={setting.cancel}
        >
          <p>
            {text.confirmSet(
              name,
              limitValue({ type: option, limit: amountOf(asked), duration: askedDuration }),
            )}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
