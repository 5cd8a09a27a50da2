import { ConfirmDialog, useConfig } from '@portal/shared-utils';
import {
  FormBanner,
  FormCheckbox,
  FormRadioGroup,
  type FormValues,
  GuardedSubmit,
  SchemaForm,
} from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { boolean, object, string } from 'yup';
import { Card } from '../common/Card';
import { ClearOnChange } from '../common/ClearOnChange';
import { leaveAfter } from '../common/leaveAfter';
import { PhoneLink } from '../common/PhoneLink';
import { useConfirmation } from '../common/useConfirmation';
import { messages } from '../messages';
import { selfExclude, type ExclusionPeriod } from './selfExclusionApi';

const text = messages.selfExclusion;
const ACKNOWLEDGEMENTS = text.acknowledgements.map((label, index) => ({
  name: `acknowledgement${index + 1}`,
  label,
}));
const PERIODS = Object.entries(text.periods).map(([value, label]) => ({ value, label }));

interface ExclusionValues extends FormValues {
  period: string;
}

function exclusionSchema() {
  return object({
    ...Object.fromEntries(
      ACKNOWLEDGEMENTS.map(({ name }) => [
        name,
        boolean().oneOf([true], text.acknowledgementRequired),
      ]),
    ),
    period: string().required(text.periodRequired),
  });
}

const ready = (values: ExclusionValues) =>
  ACKNOWLEDGEMENTS.every(({ name }) => values[name] === true) && Boolean(values.period);

/**
 * US self-exclusion (spec 2 §5): every acknowledgement ticked and a period chosen, then 'Please
 * note that this is a firm commitment.'; once accepted the player is logged out.
 */
export function UsSelfExclusion() {
  const { helplines, usState } = useConfig();
  const schema = useMemo(() => exclusionSchema(), []);
  const request = useConfirmation({
    mutationFn: ({ period }: ExclusionValues) => selfExclude(period as ExclusionPeriod),
    onSuccess: () => leaveAfter(text.accepted),
  });
  return (
    <Card>
      <p>{text.usIntro}</p>
      <SchemaForm<ExclusionValues>
        schema={schema}
        initialValues={{ period: '' }}
        label={text.usFormLabel}
        onSubmit={async (values) => request.ask(values)}
      >
        {() => (
          <>
            <ClearOnChange clear={request.clearError} />
            {ACKNOWLEDGEMENTS.map(({ name, label }) => (
              <FormCheckbox key={name} name={name} label={label} />
            ))}
            <FormRadioGroup name="period" legend={text.period} options={PERIODS} />
            <GuardedSubmit<ExclusionValues>
              label={text.submit}
              loading={request.sending}
              allowed={ready}
            />
            <FormBanner message={request.error} />
          </>
        )}
      </SchemaForm>
      {helplines.US && (
        <p>
          {text.usHelpline} <PhoneLink number={helplines.US} />
        </p>
      )}
      {usState === 'IA' && (
        <p>
          {text.iowaHelpline} <PhoneLink number={text.iowaHelplineNumber} />
        </p>
      )}
      {request.asked && (
        <ConfirmDialog
          confirmLabel={messages.common.confirm}
          cancelLabel={messages.common.cancel}
          title={text.confirmTitle}
          onConfirm={request.confirm}
          onCancel={request.cancel}
        >
          <p>{text.confirmText}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
