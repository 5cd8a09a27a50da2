import { useEffect, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import type { ClientApp } from '../config/PortalConfig';
import { messages } from '../messages';
import { announceMount } from './announceMount';
import { appMenu } from './clientAppMenus';
import styles from './ClientAppHost.module.css';

/** Follows a link through single-spa (no page load); modifier clicks keep the browser's behaviour. */
function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  navigateToUrl(event);
}

/** The brand's home panel, shown where no client app module is configured. */
export function ClientAppHomePanel({ app }: { app: ClientApp }) {
  const { clientId, name } = app;
  useEffect(() => announceMount({ clientId, name }), [clientId, name]);
  const menu = appMenu(app.clientId);
  return (
    <section className={styles.homePanel} aria-labelledby={`client-app-${app.clientId}-title`}>
      <h1 id={`client-app-${app.clientId}-title`} className={styles.title}>
        {app.name}
      </h1>
      <p className={styles.note}>{messages.clientApp.notConfigured(app.name)}</p>
      {menu.length > 0 && (
        <nav aria-label={messages.clientApp.menuLabel(app.name)}>
          <ul className={styles.menu}>
            {menu.map((entry) => (
              <li key={entry.url}>
                <a href={entry.url} className={styles.menuLink} onClick={followLink}>
                  {entry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
