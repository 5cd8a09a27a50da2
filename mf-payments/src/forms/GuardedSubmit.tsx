import { Button } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useFormState } from 'react-final-form';

/**
 * A form's full-width submit button, disabled while `allowed` says no for the current values, with
 * the general error banner under it (as FormActions, for forms whose button waits on a rule).
 */
export function GuardedSubmit<V extends Record<string, unknown>>({
  label,
  allowed,
}: {
  label: string;
  allowed: (values: V) => boolean;
}) {
  const { values, submitting, submitError } = useFormState<V>({
    subscription: { values: true, submitting: true, submitError: true },
  });
  return (
    <>
      <Button type="submit" fullWidth loading={submitting} disabled={!allowed(values)}>
        {label}
      </Button>
      <FormBanner message={typeof submitError === 'string' ? submitError : undefined} />
    </>
  );
}
