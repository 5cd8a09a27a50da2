import { Select, type SelectProps } from '@portal/shared-utils';
import { useField } from 'react-final-form';
import { fieldError } from '../fieldError';
import { keepValue, type BoundFieldProps } from './boundField';

export type FormSelectProps = BoundFieldProps<SelectProps>;

/** A Select bound to the form field `name`, with its label, hint and error. */
export function FormSelect({ name, config, ...props }: FormSelectProps) {
  const { input, meta } = useField<string>(name, { parse: keepValue, ...config });
  return <Select {...props} {...input} error={fieldError(meta)} />;
}
