import { ClientAppPage } from './ClientAppPage';
import { messages } from './messages';
import { PageLink } from './PageLink';
import { usePortal } from './portalContext';
import styles from './ClientAppPage.module.css';

/** A path under the client app's base path that it has no page for. */
export function NotFound() {
  const { appName } = usePortal();
  return (
    <ClientAppPage title={appName}>
      <div className={styles.card}>
        <p className={styles.text}>{messages.notFound}</p>
        <PageLink to="/" className={styles.link}>
          {messages.backHome(appName)}
        </PageLink>
      </div>
    </ClientAppPage>
  );
}
