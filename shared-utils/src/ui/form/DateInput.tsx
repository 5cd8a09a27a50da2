import { TextField, type TextFieldProps } from './TextField';

export interface DateInputProps extends Omit<TextFieldProps, 'type' | 'value' | 'min' | 'max'> {
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  /** Earliest date, YYYY-MM-DD. */
  min?: string;
  /** Latest date, YYYY-MM-DD. */
  max?: string;
}

/** A labelled native date picker. */
export function DateInput(props: DateInputProps) {
  return <TextField {...props} type="date" />;
}
