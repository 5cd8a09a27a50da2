import { Button } from '@portal/shared-utils';
import type { FormValues } from '@portal/shared-utils/forms';
import { useFormState } from 'react-final-form';

export interface SubmitWhenReadyProps<V extends FormValues> {
  label: string;
  /** Whether the values are complete enough to submit. */
  ready: (values: V) => boolean;
  /** Disabled and spinning while the request runs. */
  loading?: boolean;
}

/** A form's full-width submit button, disabled until `ready` says the values are complete. */
export function SubmitWhenReady<V extends FormValues>({
  label,
  ready,
  loading = false,
}: SubmitWhenReadyProps<V>) {
  const { values } = useFormState<V>({ subscription: { values: true } });
  return (
    <Button type="submit" fullWidth disabled={!ready(values)} loading={loading}>
      {label}
    </Button>
  );
}
