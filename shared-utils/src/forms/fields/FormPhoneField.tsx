import { PHONE_MAX_DIGITS } from '../validation/signupSchema';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** The phone mask: digits and spaces only, at most 15 digits (spec 1 §5). */
export function maskPhone(value: string | undefined): string {
  let digits = 0;
  return Array.from((value ?? '').replace(/[^\d ]/g, ''))
    .filter((character) => character === ' ' || ++digits <= PHONE_MAX_DIGITS)
    .join('');
}

export type FormPhoneFieldProps = Omit<FormTextFieldProps, 'type' | 'config'>;

/** A phone number field bound to the form field `name`, masked to digits and spaces. */
export function FormPhoneField(props: FormPhoneFieldProps) {
  return (
    <FormTextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      config={{ parse: maskPhone }}
    />
  );
}
