import type { User } from '@portal/shared-utils';
import styles from './Avatar.module.css';

/** The initials the avatar shows when the player has no picture. */
export function initials(user: User) {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** The player's avatar picture, or their initials; decorative (the control around it is labelled). */
export function Avatar({ user, large = false }: { user: User; large?: boolean }) {
  if (user.avatar) {
    return (
      <img className={styles.picture} src={large ? user.avatar.large : user.avatar.small} alt="" />
    );
  }
  return (
    <span className={styles.initials} aria-hidden="true">
      {initials(user)}
    </span>
  );
}
