import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import type { FieldIds } from './useFieldIds';
import styles from './Field.module.css';

interface LabelledFieldProps {
  label: ReactNode;
  /** The ids of useFieldIds that tie the control to its label, hint and error. */
  ids: FieldIds;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control, with id ids.controlId and the aria props of ids.ariaProps. */
  children: ReactNode;
}

/** A form control under its label, followed by its hint and error lines (TextField, Select). */
export function LabelledField({
  label,
  ids,
  hint,
  error,
  className,
  children,
}: LabelledFieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
