import { openModal, type User } from '@portal/shared-utils';
import { ModalLink } from '../navigation/ModalLink';
import { Avatar, initials } from './Avatar';
import styles from './BalancePanel.module.css';
import { balancePanelMessages } from './balancePanelMessages';

const text = balancePanelMessages;

/** Avatar (opens avatar-upload), full name, verification badge, handle and Verify Now. */
export function PanelIdentity({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  return (
    <div className={styles.identity}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label={user.avatar ? text.changeAvatar : text.changeAvatarWithInitials(initials(user))}
        onClick={() => {
          onNavigate();
          openModal('avatar-upload');
        }}
      >
        <Avatar user={user} large />
      </button>
      <div className={styles.who}>
        <p className={styles.fullName}>
          {user.first_name} {user.last_name}
        </p>
        <p className={styles.handle}>@{user.name}</p>
        <p className={styles.verification}>
          <span className={user.id_verified ? styles.verified : styles.unverified}>
            {user.id_verified ? text.verified : text.unverified}
          </span>
          {!user.id_verified && (
            <ModalLink modal="verify" className={styles.verifyNow} onClick={onNavigate}>
              {text.verifyNow}
            </ModalLink>
          )}
        </p>
      </div>
    </div>
  );
}
