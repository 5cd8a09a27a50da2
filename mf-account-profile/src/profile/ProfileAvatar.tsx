import { openModal, type User } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './ProfilePage.module.css';

function initials(user: User): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** The player's avatar (or initials); a click opens the avatar upload. */
export function ProfileAvatar({ user }: { user: User }) {
  return (
    <button
      type="button"
      className={styles.avatar}
      aria-label={
        user.avatar
          ? messages.profile.changeAvatar
          : messages.profile.changeAvatarWithInitials(initials(user))
      }
      onClick={() => openModal('avatar-upload')}
    >
      {user.avatar ? (
        <img src={user.avatar.large} alt="" className={styles.avatarImage} />
      ) : (
        <span aria-hidden="true">{initials(user)}</span>
      )}
    </button>
  );
}
