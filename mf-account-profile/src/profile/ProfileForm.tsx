import { formatShortDate, notify, updateUser, useConfig, type User } from '@portal/shared-utils';
import {
  FormActions,
  FormPhoneField,
  FormTextField,
  profileSchema,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { EmailVerification } from '../contact-verification/EmailVerification';
import { PhoneVerification } from '../contact-verification/PhoneVerification';
import { messages } from '../messages';
import { changedContactFields, type ContactValues } from './changedContactFields';
import styles from './ProfileForm.module.css';
import { ReadOnlyField } from './ReadOnlyField';

const text = messages.profileForm;
const FIELDS = ['email', 'phone'];

interface ProfileFormProps {
  user: User;
  /** A code was texted to the player's mobile: the code entry shows under the form. */
  onCodeSent: () => void;
}

/**
 * The profile form (spec 1 §2, §5): name, username, birth date and country read-only; email and
 * phone editable until verified, each with its verification; only changed fields are sent.
 */
export function ProfileForm({ user, onCodeSent }: ProfileFormProps) {
  const config = useConfig();
  const schema = useMemo(() => profileSchema(config.region), [config.region]);
  const initialValues = useMemo(
    () => ({ email: user.email, phone: user.phone ?? '' }),
    [user.email, user.phone],
  );
  return (
    <SchemaForm<ContactValues>
      schema={schema}
      initialValues={initialValues}
      label={text.title}
      onSubmit={async (values) => {
        const changes = changedContactFields(values, user);
        if (Object.keys(changes).length === 0) return { [FORM_ERROR]: text.unchanged };
        try {
          await updateUser(changes);
        } catch (error) {
          return submissionErrors(error, FIELDS);
        }
        notify({ title: text.updated, message: '', type: 'success', timeout: 5000 });
      }}
    >
      {({ submitting, submitError }) => (
        <>
          <div className={styles.row}>
            <ReadOnlyField label={text.firstName} value={user.first_name} />
            <ReadOnlyField label={text.lastName} value={user.last_name} />
          </div>
          <div className={styles.row}>
            <ReadOnlyField label={text.username} value={user.name} />
            <ReadOnlyField
              label={text.birthDate}
              value={formatShortDate(user.birth_date, config)}
            />
          </div>
          <ReadOnlyField label={text.country} value={text.countries[user.country]} />
          <p className={styles.note}>{text.readOnlyHint}</p>
          <div className={styles.contact}>
            <FormTextField
              name="email"
              label={text.email}
              type="email"
              autoComplete="email"
              readOnly={user.email_verified}
              hint={user.email_verified ? text.verifiedHint : undefined}
              required
            />
            <EmailVerification user={user} />
          </div>
          <div className={styles.contact}>
            <FormPhoneField
              name="phone"
              label={config.region === 'US' ? text.usPhone : text.mobile}
              readOnly={user.phone_verified}
              hint={user.phone_verified ? text.verifiedHint : undefined}
              required
            />
            <PhoneVerification user={user} onCodeSent={onCodeSent} />
          </div>
          <FormActions submitLabel={text.submit} submitting={submitting} error={submitError} />
        </>
      )}
    </SchemaForm>
  );
}
