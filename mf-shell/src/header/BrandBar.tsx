import { useIsSmallScreen, type ClientApp } from '@portal/shared-utils';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import { useActiveClientApp } from '../navigation/useActiveClientApp';
import styles from './BrandBar.module.css';
import { useMenu } from './useMenu';

function AppLogo({ app, active }: { app: ClientApp; active: boolean }) {
  return (
    <img
      className={styles.logo}
      src={active ? app.logo.on : app.logo.off}
      alt={app.name}
      height={28}
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
