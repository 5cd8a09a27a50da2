import {
  Button,
  notifyAccountLocked,
  refreshUser,
  useUser,
  type ModalBodyProps,
} from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { IdentityCheck } from '../identity/IdentityCheck';
import { messages } from '../messages';
import styles from './VerifyModal.module.css';

const text = messages.identity;

/**
 * ?modal=verify (Verify Now): one identity check; the modal closes when it ends, with 'Account
 * Locked' after a failure (spec 1 §4). The player is refreshed when the modal closes, however.
 */
export function VerifyModal({ close }: ModalBodyProps) {
  const user = useUser();
  // Whether the player was verified when the modal opened, not after the check it runs.
  const [verifiedAlready] = useState(() => user?.id_verified === true);

  useEffect(() => () => void refreshUser(), []);

  if (verifiedAlready) {
    return (
      <div className={styles.done}>
        <p>{text.alreadyVerified}</p>
        <Button fullWidth onClick={close}>
          {text.close}
        </Button>
      </div>
    );
  }
  return (
    <IdentityCheck
      onEnd={(end) => {
        if (end === 'FAIL') notifyAccountLocked();
        close();
      }}
    />
  );
}
