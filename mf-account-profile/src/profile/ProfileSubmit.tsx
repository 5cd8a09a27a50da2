import { Button, type User } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useFormState } from 'react-final-form';
import { messages } from '../messages';
import { changedContactFields, type ContactValues } from './changedContactFields';

/**
 * Update Profile, usable only once the email or phone differs from the account's (only changed
 * fields are sent, spec 1 §5), with the form's general error under it.
 */
export function ProfileSubmit({ user }: { user: User }) {
  const { values, submitting, submitError } = useFormState<ContactValues>({
    subscription: { values: true, submitting: true, submitError: true },
  });
  const changed = Object.keys(changedContactFields(values, user)).length > 0;
  return (
    <>
      <Button type="submit" fullWidth loading={submitting} disabled={!changed}>
        {messages.profileForm.submit}
      </Button>
      <FormBanner message={submitError} />
    </>
  );
}
