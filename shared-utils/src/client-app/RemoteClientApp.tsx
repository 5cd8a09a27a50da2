import type { ClientApp } from '../config/PortalConfig';
import { messages } from '../messages';
import { SlotError } from '../mf/SlotError';
import { Loader } from '../ui/loader/Loader';
import styles from './ClientAppHost.module.css';
import { useClientAppParcel } from './useClientAppParcel';

/**
 * The separately hosted client app, mounted from its module URL, with loading and failure states.
 * The loader lies over the app's element, which keeps its place (hidden) until the app has mounted,
 * so nothing moves when the loader goes.
 */
export function RemoteClientApp({ app, moduleUrl }: { app: ClientApp; moduleUrl: string }) {
  const { elementRef, status, retry } = useClientAppParcel(
    app.clientId,
    app.name,
    app.link,
    moduleUrl,
  );
  return (
    <div className={styles.frame}>
      {status === 'loading' && (
        <div className={styles.loading}>
          <Loader label={messages.clientApp.loading(app.name)} />
        </div>
      )}
      {status === 'error' && <SlotError name={app.name} onRetry={retry} />}
      <div
        ref={elementRef}
        className={styles.clientApp}
        hidden={status === 'error'}
        aria-busy={status === 'loading'}
        data-client-app={app.clientId}
      />
    </div>
  );
}
