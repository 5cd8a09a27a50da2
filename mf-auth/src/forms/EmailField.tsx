import { FormTextField } from '@portal/shared-utils/forms';

/** An email address field: the email keyboard, no capitals or spell check. */
export function EmailField({ label }: { label: string }) {
  return (
    <FormTextField
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
    />
  );
}
