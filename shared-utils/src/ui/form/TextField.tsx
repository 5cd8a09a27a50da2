import type { ComponentPropsWithRef, ReactNode } from 'react';
import { LabelledField } from './LabelledField';
import { useFieldIds } from './useFieldIds';
import styles from './Field.module.css';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  /** Shown under the field; marks it invalid and is read out with it. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input; the ref reaches the input element. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, error, hint, describedBy });
  return (
    <LabelledField label={label} ids={ids} hint={hint} error={error} className={className}>
      <input {...inputProps} {...ids.ariaProps} id={ids.controlId} className={styles.control} />
    </LabelledField>
  );
}
