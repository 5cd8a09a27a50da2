import { formatTime, isUS, type PortalConfig } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './Footer.module.css';
import { useNow } from './useNow';

function CurrentTime({ config }: { config: PortalConfig }) {
  const now = useNow();
  return (
    <p className={styles.legalLine}>
      {messages.footer.currentTime}:{' '}
      <time dateTime={now.toISOString()}>{formatTime(now, config)}</time>
    </p>
  );
}

/** The regional legal block (spec 1 §2 Footer): AU/NZ a version line, US the current time. */
export function RegionalLegal({ config }: { config: PortalConfig }) {
  return (
    <div className={styles.legal}>
      {isUS(config) ? (
        <CurrentTime config={config} />
      ) : (
        <p className={styles.legalLine}>{messages.footer.version(config.appVersion)}</p>
      )}
    </div>
  );
}
