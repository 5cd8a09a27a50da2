import type { ComponentPropsWithRef, ReactNode } from 'react';
import { LabelledField } from './LabelledField';
import { useFieldIds } from './useFieldIds';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty option, e.g. 'Select a period'. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled drop-down. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds({ id, error, hint, describedBy });
  return (
    <LabelledField label={label} ids={ids} hint={hint} error={error} className={className}>
      <select {...selectProps} {...ids.ariaProps} id={ids.controlId} className={styles.control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
