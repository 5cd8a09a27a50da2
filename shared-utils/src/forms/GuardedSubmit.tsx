import { Button } from '@portal/shared-utils';
import { useFormState } from 'react-final-form';
import { FormBanner } from './FormBanner';
import type { FormValues } from './SchemaForm';

export interface GuardedSubmitProps<V extends FormValues> {
  label: string;
  /** Whether the current values may be submitted (e.g. complete, within a rule). */
  allowed: (values: V) => boolean;
  /** Spinning and disabled while a request runs; the form's own submitting when not given. */
  loading?: boolean;
}

/**
 * A form's full-width submit button, disabled while `allowed` says no for the current values, with
 * the general error banner under it (as FormActions, for forms whose button waits on a rule).
 */
export function GuardedSubmit<V extends FormValues>({
  label,
  allowed,
  loading,
}: GuardedSubmitProps<V>) {
  const { values, submitting, submitError } = useFormState<V>({
    subscription: { values: true, submitting: true, submitError: true },
  });
  return (
    <>
      <Button type="submit" fullWidth loading={loading ?? submitting} disabled={!allowed(values)}>
        {label}
      </Button>
      <FormBanner message={typeof submitError === 'string' ? submitError : undefined} />
    </>
  );
}
