import { useEffect, useId, type ReactNode } from 'react';
import { AccountStrip } from './AccountStrip';
import { LoginPrompt } from './LoginPrompt';
import { usePlayer } from './usePlayer';
import styles from './ClientAppPage.module.css';

/**
 * One page of a client app: its heading, the player's balance strip and the page's content. A page
 * of the player's own (`signedOutText` given) shows a signed-out player only that text with Log in.
 */
export function ClientAppPage({
  title,
  signedOutText,
  children,
}: {
  title: string;
  signedOutText?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const { user } = usePlayer();
  const loginFirst = signedOutText !== undefined && !user;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {!loginFirst && <AccountStrip />}
      </div>
      {loginFirst ? <LoginPrompt text={signedOutText} className={styles.card} /> : children}
    </section>
  );
}
