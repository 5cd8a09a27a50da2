import type { TextFieldProps } from '@portal/shared-utils';
import type { BoundFieldProps } from './boundField';
import { roundDollars } from './dollars';
import { FormTextField } from './FormTextField';

export type FormMoneyFieldProps = BoundFieldProps<Omit<TextFieldProps, 'type' | 'inputMode'>>;

/**
 * A dollar amount typed as text with the decimal keyboard, rounded to 2 decimals when the field is
 * left. The form value stays the text the schema checks; submit sends toCents(value) (integer cents).
 */
export function FormMoneyField({ config, ...props }: FormMoneyFieldProps) {
  return (
    <FormTextField
      autoComplete="off"
      {...props}
      inputMode="decimal"
      config={{ formatOnBlur: true, format: roundDollars, ...config }}
    />
  );
}
