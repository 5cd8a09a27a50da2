import { useIsSmallScreen, type ClientApp } from '@portal/shared-utils';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import { useActiveClientApp } from '../navigation/useActiveClientApp';
import styles from './BrandBar.module.css';
import { useMenu } from './useMenu';

/**
 * The client apps' logos are root-config's (120 × 32 px, whatever the brand): sized before they load,
 * so the brand bar does not grow when they arrive (layout shift). CSS sets the height per screen.
 */
const APP_LOGO_SIZE = { width: 105, height: 28 };

function AppLogo({ app, active }: { app: ClientApp; active: boolean }) {
  return (
    <img
      className={styles.logo}
      src={active ? app.logo.on : app.logo.off}
      alt={app.name}
      {...APP_LOGO_SIZE}
    />
  );
}

/** On small screens: the active app, with a drop-down of the others when there is more than one. */
function AppSwitcher({ apps, active }: { apps: ClientApp[]; active: ClientApp }) {
  const menu = useMenu();
  if (apps.length < 2) {
    return (
      <Link href={active.link} className={styles.app} aria-current="true">
        <AppLogo app={active} active />
      </Link>
    );
  }
  return (
    <div className={styles.switcher}>
      <button
        {...menu.buttonProps}
        className={styles.switcherButton}
        aria-label={`${messages.header.switchApp}: ${active.name}`}
      >
        <AppLogo app={active} active />
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {menu.open && (
        <div
          {...menu.menuProps}
          className={styles.switcherMenu}
          aria-label={messages.header.switchApp}
        >
          {apps.map((app) => (
            <Link
              key={app.clientId}
              href={app.link}
              role="menuitem"
              tabIndex={-1}
              className={styles.switcherItem}
              aria-current={app === active ? 'true' : undefined}
              onClick={() => menu.close()}
            >
              <AppLogo app={app} active={app === active} />
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

/** Switches between the client apps (spec 1 §2 Brand bar); the active app follows the path. */
export function BrandBar() {
  const small = useIsSmallScreen();
  const { apps, active } = useActiveClientApp();
  if (!active) return null;

  return (
    <nav
      className={styles.brandBar}
      aria-label={messages.header.brandsLabel}
      data-tutorial="brand-switcher"
    >
      {small ? (
        <AppSwitcher apps={apps} active={active} />
      ) : (
        <ul className={styles.apps}>
          {apps.map((app) => (
            <li key={app.clientId}>
              <Link
                href={app.link}
                className={styles.app}
                aria-current={app === active ? 'true' : undefined}
              >
                <AppLogo app={app} active={app === active} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
