import { useEffect } from 'react';
import { clientAppModuleUrl } from '../config/selectors';
import { useConfig } from '../hooks/useConfig';
import { messages } from '../messages';
import styles from './ClientAppHost.module.css';
import { RemoteClientApp } from './RemoteClientApp';

/**
 * Hosts the client app `clientId` of the runtime configuration in its route: the separately hosted
 * module configured for this environment (clientAppModuleUrl), mounted as a parcel with the portal's
 * streams. Titles the document with the app name; the parcel announces the mount.
 */
export function ClientAppHost({ clientId }: { clientId: number }) {
  const config = useConfig();
  const app = config.clientApps.find((clientApp) => clientApp.clientId === clientId);
  const moduleUrl = app && clientAppModuleUrl(app, config);

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
      ) : moduleUrl ? (
        <RemoteClientApp key={moduleUrl} app={app} moduleUrl={moduleUrl} />
      ) : (
        <p role="alert" className={styles.note}>
          {messages.clientApp.unavailable(app.name)}
        </p>
      )}
    </div>
  );
}
