import { useEffect } from 'react';
import type { ClientApp } from '../config/PortalConfig';
import { messages } from '../messages';
import { announceMount } from './announceMount';
import styles from './ClientAppHost.module.css';

/**
 * The brand's home panel, shown where no client app module is configured. The brand's menu is the
 * shell's app menu under the brand bar.
 */
export function ClientAppHomePanel({ app }: { app: ClientApp }) {
  const { clientId, name } = app;
  useEffect(() => announceMount({ clientId, name }), [clientId, name]);
  return (
    <section className={styles.homePanel} aria-labelledby={`client-app-${clientId}-title`}>
      <h1 id={`client-app-${clientId}-title`} className={styles.title}>
        {name}
      </h1>
      <p className={styles.note}>{messages.clientApp.notConfigured(name)}</p>
    </section>
  );
}
