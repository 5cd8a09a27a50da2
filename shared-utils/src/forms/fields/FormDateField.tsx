import { useConfig } from '@portal/shared-utils';
import { useMemo } from 'react';
import { dateOrder, datePattern, dateText, dateValue, type YearRange } from './dateMask';
import type { FormTextFieldProps } from './FormTextField';
import { FormTextField } from './FormTextField';

export interface FormDateFieldProps extends Omit<
  FormTextFieldProps,
  'type' | 'inputMode' | 'config'
> {
  /** The years the player may type. */
  years: YearRange;
}

/**
 * A date typed through a mask (spec 1 §5): DD/MM/YYYY outside the US, MM/DD/YYYY in the US, each
 * part limited as the player types; the hint shows the pattern unless another is given. The form
 * value is YYYY-MM-DD once the date is complete, else the text so far (which a schema refuses).
 */
export function FormDateField({ years, hint, ...props }: FormDateFieldProps) {
  const { region } = useConfig();
  const order = dateOrder(region);
  const mask = useMemo(
    () => ({
      parse: (text: string) => dateValue(text, order, years),
      format: (value: string | undefined) => dateText(value, order),
    }),
    [order, years],
  );
  return (
    <FormTextField
      {...props}
      hint={hint ?? datePattern(order)}
      type="text"
      inputMode="numeric"
      config={mask}
    />
  );
}
