import {
  birthDateOrder,
  birthDatePattern,
  birthDateText,
  birthDateValue,
  useConfig,
} from '@portal/shared-utils';
import { useMemo } from 'react';
import { FormTextField } from '../../forms/FormFields';
import { messages } from '../../messages';

/**
 * The date of birth as a masked text field (spec 1 §5): DD/MM/YYYY outside the US, MM/DD/YYYY in
 * the US, limited as the player types; the form value is YYYY-MM-DD once the date is complete.
 */
export function BirthDateField() {
  const { region } = useConfig();
  const order = birthDateOrder(region);
  const mask = useMemo(
    () => ({
      parse: (text: string) => birthDateValue(text, order),
      format: (value: string | undefined) => birthDateText(value, order),
    }),
    [order],
  );
  return (
    <FormTextField
      name="birth_date"
      label={messages.signup.birthDate}
      hint={birthDatePattern(order)}
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      config={mask}
      required
    />
  );
}
