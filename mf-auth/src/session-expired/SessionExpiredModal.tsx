import { Button, openModal } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './SessionExpiredModal.module.css';

const text = messages.sessionExpired;

/** The Session Expired dialog (spec 1 §4 Inactivity, §8) with a Login button that reopens login. */
export function SessionExpiredModal() {
  return (
    <>
      <p className={styles.text}>{text.body}</p>
      <Button fullWidth onClick={() => openModal('login')}>
        {text.login}
      </Button>
    </>
  );
}
