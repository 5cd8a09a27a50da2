import { enabledClientApps, type PortalConfig } from '@portal/shared-utils';
import styles from './ModalOutlet.module.css';

/** Both brands' logos, shown above the title of the wide (630 px) modal variant. */
export function BrandLogos({ config }: { config: PortalConfig }) {
  return (
    <div className={styles.brandLogos}>
      {enabledClientApps(config).map((app) => (
        <img key={app.clientId} className={styles.brandLogo} src={app.logo.on} alt={app.name} />
      ))}
    </div>
  );
}
