import { useId } from 'react';
import { useField } from 'react-final-form';
import { FormTextField } from './FormFields';
import { PasswordHints } from './PasswordHints';

interface NewPasswordFieldsProps {
  newLabel: string;
  confirmLabel: string;
}

/** new_password with the rule hints, and new_confirm_password (reset and change password). */
export function NewPasswordFields({ newLabel, confirmLabel }: NewPasswordFieldsProps) {
  const hintsId = useId();
  const password = useField<string>('new_password', { subscription: { value: true } }).input.value;
  return (
    <>
      <FormTextField
        name="new_password"
        label={newLabel}
        type="password"
        autoComplete="new-password"
        aria-describedby={hintsId}
        required
      />
      <PasswordHints id={hintsId} password={password ?? ''} />
      <FormTextField
        name="new_confirm_password"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
