import { useEffect } from 'react';
import { useConfig } from '../hooks/useConfig';
import { messages } from '../messages';
import { ClientAppHomePanel } from './ClientAppHomePanel';
import styles from './ClientAppHost.module.css';
import { RemoteClientApp } from './RemoteClientApp';

/**
 * Hosts the client app `clientId` of the runtime configuration in its route: the separately hosted
 * module at its moduleUrl, or the brand's home panel when none is configured. Announces the mount on
 * clientAppMounted$ and titles the document with the app name.
 */
export function ClientAppHost({ clientId }: { clientId: number }) {
  const app = useConfig().clientApps.find((clientApp) => clientApp.clientId === clientId);

  const appName = app?.name;

  useEffect(() => {
    if (appName) document.title = appName;
  }, [appName]);

  return (
    <div className={styles.host}>
      {!app ? (
        <p role="alert" className={styles.note}>
          {messages.clientApp.unknownApp}
        </p>
      ) : app.moduleUrl ? (
        <RemoteClientApp key={app.moduleUrl} app={app} moduleUrl={app.moduleUrl} />
      ) : (
        <ClientAppHomePanel app={app} />
      )}
    </div>
  );
}
