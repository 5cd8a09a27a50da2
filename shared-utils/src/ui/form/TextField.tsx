import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
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
  const { controlId, hintId, errorId, ariaProps } = useFieldIds({ id, error, hint, describedBy });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <input {...inputProps} {...ariaProps} id={controlId} className={styles.control} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
