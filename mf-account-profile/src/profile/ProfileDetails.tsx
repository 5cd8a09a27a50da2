import type { User } from '@portal/shared-utils';
import { useId, useState } from 'react';
import { PhoneCodeForm } from '../contact-verification/PhoneCodeForm';
import { messages } from '../messages';
import { ProfileForm } from './ProfileForm';
import styles from './ProfilePage.module.css';

/** The right card of the profile screen: the profile form and, once a code was texted, its entry. */
export function ProfileDetails({ user }: { user: User }) {
  const titleId = useId();
  const [codeSent, setCodeSent] = useState(false);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {messages.profileForm.title}
      </h2>
      <ProfileForm user={user} onCodeSent={() => setCodeSent(true)} />
      {codeSent && !user.phone_verified && <PhoneCodeForm />}
    </section>
  );
}
