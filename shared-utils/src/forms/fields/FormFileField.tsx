import { TextField, type TextFieldProps } from '@portal/shared-utils';
import { useField } from 'react-final-form';
import { fieldError } from '../fieldError';
import { fileError, type FileRules } from './fileRules';

export interface FormFileFieldProps
  extends
    FileRules,
    Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type' | 'accept' | 'multiple'> {
  name: string;
}

/**
 * A file chooser bound to the form field `name` (its value: the chosen File, or null). A file of
 * another kind than `accept`, or larger than `maxBytes`, is refused with a message under the field;
 * a required field without a file says 'Please select a document'.
 */
export function FormFileField({ name, accept, maxBytes, required, ...props }: FormFileFieldProps) {
  // react-final-form reads the field's validator afresh on each validation, so it need not be stable.
  const { input, meta } = useField<File | null>(name, {
    validate: (file: File | null | undefined) => fileError(file, { accept, maxBytes, required }),
  });
  // A file input's value cannot be set: the form keeps the File, the element shows what was chosen.
  return (
    <TextField
      {...props}
      name={input.name}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      type="file"
      accept={accept.join(',')}
      required={required}
      onChange={(event) => input.onChange(event.currentTarget.files?.[0] ?? null)}
      error={fieldError(meta)}
    />
  );
}
