import { Checkbox, type CheckboxProps } from '@portal/shared-utils';
import { useField } from 'react-final-form';
import { fieldError } from '../fieldError';
import type { BoundFieldProps } from './boundField';

export type FormCheckboxProps = BoundFieldProps<CheckboxProps>;

/** A Checkbox bound to the boolean form field `name`, with its label, hint and error. */
export function FormCheckbox({ name, config, ...props }: FormCheckboxProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', ...config });
  // A checkbox field's value is its boolean; the element keeps its default value attribute.
  return <Checkbox {...props} {...input} value={undefined} error={fieldError(meta)} />;
}
