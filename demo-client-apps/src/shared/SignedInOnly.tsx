import type { ReactNode } from 'react';
import { messages } from './messages';
import { usePlayer } from './usePlayer';
import { usePortal } from './portalContext';
import styles from './ClientAppPage.module.css';

/** The player's own content, or `signedOutText` with Login (the portal's modal) when signed out. */
export function SignedInOnly({
  signedOutText,
  children,
}: {
  signedOutText: string;
  children: ReactNode;
}) {
  const { openModal } = usePortal();
  const { user } = usePlayer();
  if (user) return children;
  return (
    <div className={styles.card}>
      <p className={styles.text}>{signedOutText}</p>
      <button type="button" className={styles.secondary} onClick={() => openModal('login')}>
        {messages.login}
      </button>
    </div>
  );
}
