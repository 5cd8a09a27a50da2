import { Button, closeModal } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './WhatsNew.module.css';

/** The what's-new dialog body; the four-slide carousel (spec 1 §2 Menus) arrives with the shell issue. */
export function WhatsNew() {
  return (
    <div className={styles.whatsNew}>
      <p>{messages.whatsNew.body}</p>
      <Button onClick={closeModal}>{messages.whatsNew.close}</Button>
    </div>
  );
}
