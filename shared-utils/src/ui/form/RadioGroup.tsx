import { useId, type FocusEventHandler, type ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import styles from './RadioGroup.module.css';
import { useFieldIds } from './useFieldIds';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  /** The chosen option's value, '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  hint?: ReactNode;
  error?: string;
}

/** A group of radio buttons named by its legend, with its hint and error under the group. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
}: RadioGroupProps) {
  const { controlId, hintId, errorId, ariaProps } = useFieldIds({ error, hint });
  const legendId = `${controlId}-legend`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      className={styles.radioGroup}
      {...ariaProps}
    >
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            option={option}
            checked={option.value === value}
            onChange={onChange}
            onBlur={onBlur}
          />
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

function Radio({
  name,
  option,
  checked,
  onChange,
  onBlur,
}: {
  name: string;
  option: RadioOption;
  checked: boolean;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <span className={styles.radio}>
      <input
        type="radio"
        id={id}
        name={name}
        value={option.value}
        checked={checked}
        onChange={() => onChange(option.value)}
        onBlur={onBlur}
      />
      <label htmlFor={id}>{option.label}</label>
    </span>
  );
}
