import type { FormApi, SubmissionErrors } from 'final-form';
import { useCallback, useRef, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import type { AnySchema } from 'yup';
import { focusFirstError } from './focusFirstError';
import styles from './SchemaForm.module.css';
import { validateSchema } from './validation/validateSchema';

export type FormValues = Record<string, unknown>;

export interface SchemaFormProps<V extends FormValues> {
  schema: AnySchema;
  initialValues: Partial<V>;
  /** Resolves with submission errors (see submissionErrors) when the server refuses. */
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | void>;
  children: (props: FormRenderProps<V>) => ReactNode;
  className?: string;
  /** An accessible name for the form. */
  label?: string;
}

/**
 * A react-final-form form validated on every change against a yup schema. A refused submit, by the
 * schema or by the server (see submissionErrors), moves focus to the first field in error.
 */
export function SchemaForm<V extends FormValues>({
  schema,
  initialValues,
  onSubmit,
  children,
  className,
  label,
}: SchemaFormProps<V>) {
  const formElement = useRef<HTMLFormElement>(null);
  const validate = useCallback((values: V) => validateSchema(schema, values), [schema]);
  const submit = async (values: V, form: FormApi<V>) => {
    const errors = await onSubmit(values, form);
    // The server's field errors can reveal fields (e.g. the manual address); focus after they render.
    if (errors) setTimeout(() => focusFirstError(formElement.current, errors));
    return errors;
  };
  return (
    <Form<V>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      // Each field follows its own state; the form itself re-renders only for these.
      subscription={{ submitting: true, submitError: true }}
      render={(props) => (
        <form
          ref={formElement}
          noValidate
          aria-label={label}
          className={[styles.form, className].filter(Boolean).join(' ')}
          onSubmit={(event) => {
            void props.handleSubmit(event);
            const state = props.form.getState();
            if (state.hasValidationErrors) focusFirstError(formElement.current, state.errors);
          }}
        >
          {children(props)}
        </form>
      )}
    />
  );
}
