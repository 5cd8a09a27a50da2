import { messages } from './messages';
import { usePortal } from './portalContext';
import styles from './ClientAppPage.module.css';

/** `text` with Log in, which opens the portal's login modal. */
export function LoginPrompt({ text, className }: { text: string; className: string }) {
  const { openModal } = usePortal();
  return (
    <div className={className}>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.primary} onClick={() => openModal('login')}>
        {messages.login}
      </button>
    </div>
  );
}
