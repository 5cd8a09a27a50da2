import {
  Checkbox,
  Select,
  TextField,
  type CheckboxProps,
  type SelectProps,
  type TextFieldProps,
} from '@portal/shared-utils';
import { useField, type UseFieldConfig } from 'react-final-form';
import { fieldError } from './fieldError';

/** Keeps '' as '' (react-final-form turns it into undefined by default). */
const keepValue = (value: string) => value;

type Controlled<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'error'> & {
  name: string;
  config?: UseFieldConfig;
};

/** A TextField bound to the form field `name`. */
export function FormTextField({ name, config, ...props }: Controlled<TextFieldProps>) {
  const { input, meta } = useField<string>(name, { parse: keepValue, ...config });
  return <TextField {...props} {...input} error={fieldError(meta)} />;
}

/** A Select bound to the form field `name`. */
export function FormSelect({ name, config, ...props }: Controlled<SelectProps>) {
  const { input, meta } = useField<string>(name, { parse: keepValue, ...config });
  return <Select {...props} {...input} error={fieldError(meta)} />;
}

/** A Checkbox bound to the boolean form field `name`. */
export function FormCheckbox({ name, config, ...props }: Controlled<CheckboxProps>) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', ...config });
  // A checkbox field's value is its boolean; the element keeps its default value attribute.
  return <Checkbox {...props} {...input} value={undefined} error={fieldError(meta)} />;
}
