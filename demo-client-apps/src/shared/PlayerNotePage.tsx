import { ClientAppPage } from './ClientAppPage';
import { SignedInOnly } from './SignedInOnly';
import styles from './ClientAppPage.module.css';

/** A page of the player's own: `note` signed in, `signedOutText` with Login signed out. */
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
    <ClientAppPage title={title}>
      <SignedInOnly signedOutText={signedOutText}>
        <p className={styles.card}>{note}</p>
      </SignedInOnly>
    </ClientAppPage>
  );
}
