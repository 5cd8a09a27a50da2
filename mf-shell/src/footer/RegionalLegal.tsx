import { isUS, useUser, type PortalConfig } from '@portal/shared-utils';
import { SessionTime } from '../clock/SessionTime';
import { useNow } from '../clock/useNow';
import { messages } from '../messages';
import styles from './Footer.module.css';
import type { ServerClock } from './linkGroupTypes';
import { formatServerTime } from './serverTime';

const text = messages.footer;

/** The server's clock, ticking each second from the time the link-groups call reported. */
function ServerTime({ clock }: { clock: ServerClock }) {
  const now = useNow();
  const serverNow = new Date(now.getTime() + clock.offsetMs);
  return (
    <p className={styles.legalLine}>
      {text.serverTime}:{' '}
      <time dateTime={serverNow.toISOString()} data-testid="server-time">
        {formatServerTime(serverNow, clock.timezone)}
      </time>
    </p>
  );
}

interface RegionalLegalProps {
  config: PortalConfig;
  serverClock: ServerClock | null;
}

/**
 * The regional legal block (spec 1 §2 Footer): the brand's regulator text for the region, then for AU
 * and NZ a version line with the app version; for the US the server time and, signed in, the session
 * clock.
 */
export function RegionalLegal({ config, serverClock }: RegionalLegalProps) {
  const user = useUser();
  const regulator = config.brand.regions[config.region]?.regulator;
  return (
    <div className={styles.legal}>
      {regulator && <p className={styles.regulator}>{regulator}</p>}
      {!isUS(config) && <p className={styles.legalLine}>{text.version(config.appVersion)}</p>}
      {isUS(config) && serverClock && <ServerTime clock={serverClock} />}
      {isUS(config) && user && (
        <SessionTime user={user} label={`${text.sessionTime}:`} className={styles.legalLine} />
      )}
    </div>
  );
}
