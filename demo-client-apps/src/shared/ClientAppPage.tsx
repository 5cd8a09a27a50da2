import { useEffect, useId, type ReactNode } from 'react';
import { AccountStrip } from './AccountStrip';
import styles from './ClientAppPage.module.css';

/** One page of a client app: its heading, the player's balance strip and the page's content. */
export function ClientAppPage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <AccountStrip />
      </div>
      {children}
    </section>
  );
}
