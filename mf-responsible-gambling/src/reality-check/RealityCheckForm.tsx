import {
  FormActions,
  FormRadioGroup,
  type FormValues,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { notifySuccess } from '@portal/shared-utils';
import { useMemo } from 'react';
import { messages } from '../messages';
import { intervalChoices, intervalOf, intervalSchema } from './intervalChoices';
import { useSaveRealityCheck } from './realityCheckApi';

const text = messages.realityCheck;
// The contract's field: the server's refusal of it shows under the choice.
const FIELDS = ['interval_minutes'];

interface IntervalValues extends FormValues {
  interval_minutes: string;
}

/**
 * The choice of interval, starting at the server's, and Save reality check (PUT); the saved
 * interval becomes the form's starting value, and a toast says what was saved (as limit changes do).
 */
export function RealityCheckForm({ interval }: { interval: number }) {
  const save = useSaveRealityCheck();
  const initialValues = useMemo(() => ({ interval_minutes: String(interval) }), [interval]);
  return (
    <SchemaForm<IntervalValues>
      schema={intervalSchema}
      initialValues={initialValues}
      label={text.heading}
      onSubmit={async (values) => {
        try {
          const saved = await save.mutateAsync(intervalOf(values.interval_minutes));
          notifySuccess(text.saved(saved.interval_minutes));
        } catch (error) {
          return submissionErrors(error, FIELDS);
        }
      }}
    >
      {({ submitting, submitError }) => (
        <>
          <FormRadioGroup
            name="interval_minutes"
            legend={text.interval}
            options={intervalChoices}
          />
          <FormActions
            submitLabel={text.save}
            submitting={submitting}
            error={typeof submitError === 'string' ? submitError : undefined}
          />
        </>
      )}
    </SchemaForm>
  );
}
