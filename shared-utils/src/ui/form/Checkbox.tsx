import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled checkbox with its hint and error. */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const { controlId, hintId, errorId, ariaProps } = useFieldIds({ id, error, hint, describedBy });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          {...inputProps}
          {...ariaProps}
          type="checkbox"
          id={controlId}
          className={styles.checkbox}
        />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
