// Renders a form of the kit as a player meets it, for the kit's tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { object, type AnyObject, type ObjectSchema } from 'yup';
import { FormActions } from '../FormActions';
import { SchemaForm, type FormValues } from '../SchemaForm';

interface RenderFormOptions {
  schema?: ObjectSchema<AnyObject>;
  initialValues?: FormValues;
  onSubmit?: (values: FormValues) => Promise<SubmissionErrors | void>;
}

/** The fields in a SchemaForm with a Send button and the banner; `values()` gives the form values. */
export function renderForm(fields: ReactNode, options: RenderFormOptions = {}) {
  const onSubmit = jest.fn(options.onSubmit ?? (async () => undefined));
  let formApi: FormApi<FormValues> | undefined;
  render(
    <SchemaForm
      schema={options.schema ?? object()}
      initialValues={options.initialValues ?? {}}
      onSubmit={onSubmit}
      label="Test form"
    >
      {({ submitting, submitError, form }) => {
        formApi = form;
        return (
          <>
            {fields}
            <FormActions submitLabel="Send" submitting={submitting} error={submitError} />
          </>
        );
      }}
    </SchemaForm>,
  );
  return {
    onSubmit,
    values: () => formApi?.getState().values ?? {},
    user: userEvent.setup({ delay: null }),
  };
}
