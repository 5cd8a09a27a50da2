import type { ReactNode } from 'react';
import styles from './Page.module.css';

export interface PageProps {
  /** The page heading (h1). */
  title: string;
  children: ReactNode;
}

/** An account page of this micro-frontend: its heading over its content. */
export function Page({ title, children }: PageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
