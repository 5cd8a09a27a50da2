import { useId } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './fieldError';
import styles from './forms.module.css';

interface RadioOption {
  value: string;
  label: string;
}

interface FormRadioGroupProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
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

/** A group of radio buttons for one form field, with the field's error under the group. */
export function FormRadioGroup({ name, legend, options }: FormRadioGroupProps) {
  const errorId = useId();
  const legendId = useId();
  const { meta } = useField(name);
  const error = fieldError(meta);
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      className={styles.radioGroup}
      aria-describedby={error ? errorId : undefined}
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
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
