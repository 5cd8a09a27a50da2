import { Loader, refreshUser, useUser } from '@portal/shared-utils';
import { useEffect, useId } from 'react';
import { messages } from '../messages';
import { ProfileCard } from './ProfileCard';
import styles from './ProfilePage.module.css';
import { useRefreshUserAfterModal } from './useRefreshUserAfterModal';

const text = messages.profile;

/** /account/profile: the player's card and (with its issue) the profile form; refreshes the user on load. */
export function ProfilePage() {
  const user = useUser();
  const detailsId = useId();

  useEffect(() => {
    void refreshUser();
  }, []);
  useRefreshUserAfterModal('verify');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      {user ? (
        <div className={styles.columns}>
          <ProfileCard user={user} />
          <section className={styles.card} aria-labelledby={detailsId}>
            <h2 id={detailsId} className={styles.cardTitle}>
              {text.detailsTitle}
            </h2>
            <p className={styles.placeholder}>{text.detailsPlaceholder}</p>
          </section>
        </div>
      ) : (
        <Loader label={text.loading} />
      )}
    </div>
  );
}
