import { currentUserQuery, Loader, useUser } from '@portal/shared-utils';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../messages';
import { ProfileCard } from './ProfileCard';
import { ProfileDetails } from './ProfileDetails';
import styles from './ProfilePage.module.css';
import { useEmailVerifiedNotice } from './useEmailVerifiedNotice';

const text = messages.profile;

/** /account/profile: the player's card and the profile form; refreshes the user on load. */
export function ProfilePage() {
  const user = useUser();
  // Read again on every visit; the page shows user$, which the read updates.
  useQuery(currentUserQuery);
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
