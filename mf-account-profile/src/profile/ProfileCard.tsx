import { Button, Money, openModal, type User } from '@portal/shared-utils';
import { useId } from 'react';
import { messages } from '../messages';
import { ProfileAvatar } from './ProfileAvatar';
import styles from './ProfilePage.module.css';

const text = messages.profile;

/** The left card of the profile screen: who the player is, verification and balance. */
export function ProfileCard({ user }: { user: User }) {
  const nameId = useId();
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <div className={styles.identity}>
        <ProfileAvatar user={user} />
        <div className={styles.who}>
          <p className={styles.greeting}>{text.greeting(user.first_name)}</p>
          <h2 id={nameId} className={styles.fullName}>
            {user.first_name} {user.last_name}
          </h2>
          <span className={user.id_verified ? styles.verified : styles.unverified}>
            {user.id_verified ? text.verified : text.unverified}
          </span>
        </div>
      </div>
      {!user.id_verified && (
        <div className={styles.verifyNotice}>
          <p>{text.unverifiedTooltip}</p>
          <Button variant="secondary" onClick={() => openModal('verify')}>
            {text.verifyNow}
          </Button>
        </div>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{text.username}</dt>
          <dd className={styles.truncated} title={user.name}>
            {user.name}
          </dd>
        </div>
        <div>
          <dt>{text.accountId}</dt>
          <dd>{user.id}</dd>
        </div>
        <div>
          <dt>{text.pin}</dt>
          <dd>{user.pin}</dd>
        </div>
        <div>
          <dt>{text.balance}</dt>
          <dd>
            <Money cents={user.balance} className={styles.balance} />
          </dd>
        </div>
      </dl>
      <Button fullWidth onClick={() => openModal('deposit')}>
        {text.deposit}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => openModal('update-password')}>
        {text.changePassword}
      </Button>
    </section>
  );
}
