import { Button, openModal } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './Header.module.css';

/** Signed out: Login and Join open the login and signup modals (spec 1 §2 Account menu). */
export function AuthButtons() {
  return (
    <div className={styles.authButtons}>
      <Button variant="secondary" onClick={() => openModal('login')}>
        {messages.header.login}
      </Button>
      <Button onClick={() => openModal('signup')}>{messages.header.join}</Button>
    </div>
  );
}
