import type { ReactNode } from 'react';
import styles from './StatusNote.module.css';

/** A neutral note of what is going on or just happened (not an error), announced as a status. */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.note}>
      {children}
    </p>
  );
}
