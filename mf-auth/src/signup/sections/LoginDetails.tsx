import { useId } from 'react';
import { useField } from 'react-final-form';
import { EmailField } from '../../forms/EmailField';
import { FormTextField } from '../../forms/FormFields';
import { PasswordHints } from '../../forms/PasswordHints';
import { messages } from '../../messages';
import { Section } from './Section';

const text = messages.signup;

/** Username, email and password with its live rule hints. */
export function LoginDetails() {
  const hintsId = useId();
  const password = useField<string>('password', { subscription: { value: true } }).input.value;
  return (
    <Section title={text.loginDetails}>
      <FormTextField
        name="name"
        label={text.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <EmailField label={text.email} />
      <FormTextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="new-password"
        aria-describedby={hintsId}
        required
      />
      <PasswordHints id={hintsId} password={password ?? ''} />
    </Section>
  );
}
