import { ConfirmDialog, refreshUser, toCents } from '@portal/shared-utils';
import {
  FormBanner,
  FormMoneyField,
  FormSelect,
  type FormValues,
  GuardedSubmit,
  SchemaForm,
} from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { ClearOnChange } from '../common/ClearOnChange';
import { useConfirmation } from '../common/useConfirmation';
import { messages } from '../messages';
import { changeLimit } from './limitsApi';
import { limitSchema } from './limitSchema';
import { hasAmount, limitName, type LimitOption } from './limitTypes';
import { limitValue } from './limitValue';
import { notifyLimitChange } from './notifyLimitChange';

const text = messages.limits;
const INITIAL_VALUES = { duration: '', amount: '' };

interface LimitValues extends FormValues {
  duration: string;
  amount: string;
}

/**
 * Sets a limit of one type (spec 2 §2, §5): a duration, an amount when the type has one, 'Set {name}
 * limit' (disabled until both are given, or while loading), a confirm dialog, then POST /limits with
 * the amount in whole cents.
 */
export function LimitForm({ option }: { option: LimitOption }) {
  const name = limitName(option);
  const withAmount = hasAmount(option);
  const schema = useMemo(() => limitSchema(withAmount), [withAmount]);
  const durations = option.durations.map((duration) => ({
    value: String(duration.id),
    label: duration.name,
  }));
  const durationOf = (values: LimitValues) =>
    option.durations.find((duration) => String(duration.id) === values.duration);

  const setting = useConfirmation(async (values: LimitValues) => {
    const pending = await changeLimit({
      limitTypeId: option.id,
      durationTypeId: parseInt(values.duration, 10),
      limit: withAmount ? toCents(values.amount) : undefined,
    });
    notifyLimitChange(pending, text.applied);
    await refreshUser();
  });
  const asked = setting.asked;
  const askedDuration = asked && durationOf(asked);

  return (
    <>
      <SchemaForm<LimitValues>
        schema={schema}
        initialValues={INITIAL_VALUES}
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
            {withAmount && <FormMoneyField name="amount" label={text.amount} />}
            <GuardedSubmit<LimitValues>
              label={text.submit(name)}
              loading={setting.sending}
              allowed={(values) =>
                Boolean(values.duration) && (!withAmount || Boolean(values.amount?.trim()))
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
              limitValue({
                limit: withAmount ? toCents(asked.amount) : null,
                duration: askedDuration,
              }),
            )}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
