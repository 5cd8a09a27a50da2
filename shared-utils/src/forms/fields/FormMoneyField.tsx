import type { TextFieldProps } from '@portal/shared-utils';
import type { BoundFieldProps } from './boundField';
import { withCents } from './dollars';
import { FormTextField } from './FormTextField';

export type FormMoneyFieldProps = BoundFieldProps<Omit<TextFieldProps, 'type' | 'inputMode'>>;

/**
 * A dollar amount typed as text with the decimal keyboard, shown to the cent when the field is left
 * ('10.5' → '10.50'); an amount with more decimals stays as typed, for dollarsError to refuse. The form value stays the text the schema checks; submit sends toCents(value) (integer cents).
 */
export function FormMoneyField({ config, ...props }: FormMoneyFieldProps) {
  return (
    <FormTextField
      autoComplete="off"
      {...props}
      inputMode="decimal"
      config={{ formatOnBlur: true, format: withCents, ...config }}
    />
  );
}
