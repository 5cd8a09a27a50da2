import { ClientAppPage } from './ClientAppPage';
import styles from './ClientAppPage.module.css';

/** A page of the player's own: `note` signed in, `signedOutText` with Log in signed out. */
export function PlayerNotePage({
  title,
  signedOutText,
  note,
}: {
  title: string;
  signedOutText: string;
  note: string;
}) {
  return (
    <ClientAppPage title={title} signedOutText={signedOutText}>
      <p className={styles.card}>{note}</p>
    </ClientAppPage>
  );
}
