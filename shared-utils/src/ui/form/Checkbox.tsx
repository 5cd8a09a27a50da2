import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A labelled checkbox with its error. */
export function Checkbox({
  label,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const { controlId, errorId, ariaProps } = useFieldIds({ id, error, describedBy });
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
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
