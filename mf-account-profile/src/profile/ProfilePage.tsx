import { Loader, refreshUser, useUser } from '@portal/shared-utils';
import { useEffect } from 'react';
import { messages } from '../messages';
import { ProfileCard } from './ProfileCard';
import { ProfileDetails } from './ProfileDetails';
import styles from './ProfilePage.module.css';
import { useEmailVerifiedNotice } from './useEmailVerifiedNotice';

const text = messages.profile;

/** /account/profile: the player's card and the profile form; refreshes the user on load. */
export function ProfilePage() {
  const user = useUser();

  useEffect(() => {
    void refreshUser();
  }, []);
  useEmailVerifiedNotice();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      {user ? (
        <div className={styles.columns}>
          <ProfileCard user={user} />
          <ProfileDetails user={user} />
        </div>
      ) : (
        <Loader label={text.loading} />
      )}
    </div>
  );
}
