import { Button, openModal } from '@portal/shared-utils';
import { Link } from 'react-router-dom';
import { messages } from '../messages';
import styles from './Withdraw.module.css';

const text = messages.withdraw;

/**
 * A withdrawal needs a verified ID and mobile (spec 2 §5): the warning with the profile link, and a
 * verify-ID link in place of the form while the ID is not verified.
 */
export function VerificationWarning({ idVerified }: { idVerified: boolean }) {
  return (
    <div className={styles.warning}>
      <p role="alert" className={styles.warningText}>
        {text.unverified}
      </p>
      <div className={styles.links}>
        <Link to="/profile">{text.profileLink}</Link>
        {!idVerified && (
          <Button variant="link" onClick={() => openModal('verify')}>
            {text.verifyId}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Whether the player may ask for a withdrawal: ID and mobile verified (spec 2 §5, §6). */
export function canWithdraw(user: { id_verified: boolean; phone_verified: boolean }): boolean {
  return user.id_verified && user.phone_verified;
}
