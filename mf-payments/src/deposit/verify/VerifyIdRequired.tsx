import { Button, openModal } from '@portal/shared-utils';
import { messages } from '../../messages';
import styles from './VerifyIdRequired.module.css';

/** A deposit needs a verified ID (spec 2 §5): the message and a way to verify. */
export function VerifyIdRequired({ message = messages.deposit.verifyId }: { message?: string }) {
  return (
    <div className={styles.notice}>
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <Button onClick={() => openModal('verify')}>{messages.deposit.verifyNow}</Button>
    </div>
  );
}
