import type { ReactNode } from 'react';
import styles from './BalancePanel.module.css';

interface AppGroupProps {
  /** The client app's name, shown. */
  name: string;
  /** The group's accessible name, starting with the app's name, e.g. 'Betting bonuses'. */
  label: string;
  children: ReactNode;
}

/** A group of the balance panel for one client app. */
export function AppGroup({ name, label, children }: AppGroupProps) {
  return (
    <div role="group" aria-label={label} className={styles.appGroup}>
      <p className={styles.appName} aria-hidden="true">
        {name}
      </p>
      {children}
    </div>
  );
}
