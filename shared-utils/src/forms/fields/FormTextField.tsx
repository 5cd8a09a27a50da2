import { TextField, type TextFieldProps } from '@portal/shared-utils';
import { useField } from 'react-final-form';
import { fieldError } from '../fieldError';
import { keepValue, type BoundFieldProps } from './boundField';

export type FormTextFieldProps = BoundFieldProps<TextFieldProps>;

/** A TextField bound to the form field `name`, with its label, hint and error. */
export function FormTextField({ name, config, ...props }: FormTextFieldProps) {
  const { input, meta } = useField<string>(name, { parse: keepValue, ...config });
  return <TextField {...props} {...input} error={fieldError(meta)} />;
}
