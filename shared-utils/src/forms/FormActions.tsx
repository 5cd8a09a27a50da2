import { Button } from '@portal/shared-utils';
import { FormBanner } from './FormBanner';

export interface FormActionsProps {
  submitLabel: string;
  submitting?: boolean;
  /** The general error, shown under the button. */
  error?: string;
}

/** A form's full-width submit button with the general error banner under it. */
export function FormActions({ submitLabel, submitting, error }: FormActionsProps) {
  return (
    <>
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
      <FormBanner message={error} />
    </>
  );
}
