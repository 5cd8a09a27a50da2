import { FormTextField } from '@portal/shared-utils/forms';
import { EmailField } from '../../forms/EmailField';
import { NewPasswordField } from '../../forms/NewPasswordFields';
import { messages } from '../../messages';
import { Section } from './Section';

const text = messages.signup;

/** Username, email and password with its live rule hints. */
export function LoginDetails() {
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
      <NewPasswordField name="password" label={text.password} />
    </Section>
  );
}
