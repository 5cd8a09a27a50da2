import { RadioGroup, type RadioGroupProps } from '@portal/shared-utils';
import { useField } from 'react-final-form';
import { fieldError } from '../fieldError';

export type FormRadioGroupProps = Omit<RadioGroupProps, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A RadioGroup bound to the form field `name`, with its error under the group. */
export function FormRadioGroup({ name, ...props }: FormRadioGroupProps) {
  const { input, meta } = useField<string>(name);
  return (
    <RadioGroup
      {...props}
      name={name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={fieldError(meta)}
    />
  );
}
