import { BIRTH_YEARS } from '@portal/shared-utils';
import { FormDateField } from '@portal/shared-utils/forms';
import { messages } from '../../messages';

/**
 * The date of birth as a masked date (spec 1 §5): DD/MM/YYYY outside the US, MM/DD/YYYY in the US,
 * years 1900 to 2029; the form value is YYYY-MM-DD once the date is complete.
 */
export function BirthDateField() {
  return (
    <FormDateField
      name="birth_date"
      label={messages.signup.birthDate}
      years={BIRTH_YEARS}
      autoComplete="bday"
      required
    />
  );
}
