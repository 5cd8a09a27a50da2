import { ConfirmDialog } from '@portal/shared-utils';
import type { SelectOption } from '@portal/shared-utils';
import {
  FormBanner,
  FormSelect,
  type FormValues,
  GuardedSubmit,
  SchemaForm,
} from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { object, string } from 'yup';
import { ClearOnChange } from '../common/ClearOnChange';
import { leaveAfter } from '../common/leaveAfter';
import { useConfirmation } from '../common/useConfirmation';
import { messages } from '../messages';
import { takeBreak } from './breakApi';

const text = messages.takeABreak;

interface PeriodValues extends FormValues {
  period: string;
}

export interface BreakWording {
  periodLabel: string;
  submit: string;
  confirmTitle: string;
  confirmText: (period: string) => string;
  accepted: string;
}

export interface BreakFormProps {
  periods: SelectOption[];
  wording: BreakWording;
}

/**
 * A period, submit (disabled until one is chosen), a confirm dialog, then POST /users/break; once
 * accepted, the success notice, logout and the home page (spec 2 §4 Break or timeout).
 */
export function BreakForm({ periods, wording }: BreakFormProps) {
  const schema = useMemo(() => object({ period: string().required(text.periodRequired) }), []);
  const request = useConfirmation({
    mutationFn: ({ period }: PeriodValues) => takeBreak(period),
    onSuccess: () => leaveAfter(wording.accepted),
  });
  const asked = request.asked;
  const askedLabel = periods.find((period) => period.value === asked?.period)?.label ?? '';
  return (
    <>
      <SchemaForm<PeriodValues>
        schema={schema}
        initialValues={{ period: '' }}
        label={wording.submit}
        onSubmit={async (values) => request.ask(values)}
      >
        {() => (
          <>
            <ClearOnChange clear={request.clearError} />
            <FormSelect
              name="period"
              label={wording.periodLabel}
              placeholder={text.periodPlaceholder}
              options={periods}
            />
            <GuardedSubmit<PeriodValues>
              label={wording.submit}
              loading={request.sending}
              allowed={(values) => Boolean(values.period)}
            />
            <FormBanner message={request.error} />
          </>
        )}
      </SchemaForm>
      {asked && (
        <ConfirmDialog
          confirmLabel={messages.common.confirm}
          cancelLabel={messages.common.cancel}
          title={wording.confirmTitle}
          onConfirm={request.confirm}
          onCancel={request.cancel}
        >
          <p>{wording.confirmText(askedLabel)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
