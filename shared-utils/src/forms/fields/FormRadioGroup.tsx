import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from '../fieldError';
import styles from './FormRadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: string;
}

export interface FormRadioGroupProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  hint?: ReactNode;
}

function Radio({ name, option }: { name: string; option: RadioOption }) {
  const id = useId();
  const { input } = useField(name, { type: 'radio', value: option.value });
  return (
    <span className={styles.radio}>
      <input {...input} id={id} />
      <label htmlFor={id}>{option.label}</label>
    </span>
  );
}

/** A group of radio buttons for one form field, with its hint and error under the group. */
export function FormRadioGroup({ name, legend, options, hint }: FormRadioGroupProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = hint ? `${id}-hint` : undefined;
  const { meta } = useField(name);
  const error = fieldError(meta);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      className={styles.radioGroup}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <Radio key={option.value} name={name} option={option} />
        ))}
      </div>
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
