import type { UseFieldConfig } from 'react-final-form';

/**
 * The props of a UI kit field bound to a form field: the form gives its value, change handler and
 * error; `config` adds react-final-form field settings (parse, format, validate, ...).
 */
export type BoundFieldProps<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'error'> & {
  name: string;
  config?: UseFieldConfig;
};

/** Keeps '' as '' (react-final-form turns it into undefined by default). */
export const keepValue = (value: string) => value;
