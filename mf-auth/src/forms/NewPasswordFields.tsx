import { FormTextField } from '@portal/shared-utils/forms';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { PasswordHints } from './PasswordHints';

/** A new password field with the live rule hints under it (sign-up, reset and change password). */
export function NewPasswordField({ name, label }: { name: string; label: string }) {
  const hintsId = useId();
  const password = useField<string>(name, { subscription: { value: true } }).input.value;
  return (
    <>
      <FormTextField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        aria-describedby={hintsId}
        required
      />
      <PasswordHints id={hintsId} password={password ?? ''} />
    </>
  );
}

interface NewPasswordFieldsProps {
  newLabel: string;
  confirmLabel: string;
}

/** new_password with the rule hints, and new_confirm_password (reset and change password). */
export function NewPasswordFields({ newLabel, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField name="new_password" label={newLabel} />
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
