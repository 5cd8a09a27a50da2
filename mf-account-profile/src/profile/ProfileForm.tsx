import { formatDate, notifySuccess, updateUser, useConfig, type User } from '@portal/shared-utils';
import {
  FormPhoneField,
  FormTextField,
  profileSchema,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmailVerification } from '../contact-verification/EmailVerification';
import { PhoneVerification } from '../contact-verification/PhoneVerification';
import { messages } from '../messages';
import { changedContactFields, type ContactValues } from './changedContactFields';
import styles from './ProfileForm.module.css';
import { ProfileSubmit } from './ProfileSubmit';
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
 * phone editable until verified, each with its verification right under it; only changed fields are
 * sent. With both verified nothing can be edited, so there is nothing to update.
 */
export function ProfileForm({ user, onCodeSent }: ProfileFormProps) {
  const config = useConfig();
  const schema = useMemo(() => profileSchema(config.region), [config.region]);
  const initialValues = useMemo(
    () => ({ email: user.email, phone: user.phone ?? '' }),
    [user.email, user.phone],
  );
  const update = useMutation({ mutationFn: updateUser });
  return (
    <SchemaForm<ContactValues>
      schema={schema}
      initialValues={initialValues}
      label={text.title}
      onSubmit={async (values) => {
        try {
          await update.mutateAsync(changedContactFields(values, user));
        } catch (error) {
          return submissionErrors(error, FIELDS);
        }
        notifySuccess(text.updated);
      }}
    >
      {() => (
        <>
          <div className={styles.row}>
            <ReadOnlyField label={text.firstName} value={user.first_name} />
            <ReadOnlyField label={text.lastName} value={user.last_name} />
          </div>
          <div className={styles.row}>
            <ReadOnlyField label={text.username} value={user.name} />
            <ReadOnlyField label={text.birthDate} value={formatDate(user.birth_date, config)} />
          </div>
          <ReadOnlyField
            label={text.country}
            value={text.countries[user.country as keyof typeof text.countries] ?? user.country}
          />
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
              className={styles.contactField}
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
              className={styles.contactField}
            />
            <PhoneVerification user={user} onCodeSent={onCodeSent} />
          </div>
          {!(user.email_verified && user.phone_verified) && <ProfileSubmit user={user} />}
        </>
      )}
    </SchemaForm>
  );
}
