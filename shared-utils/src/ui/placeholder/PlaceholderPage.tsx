import type { ReactNode } from 'react';
import styles from './PlaceholderPage.module.css';

/** An account page that says plainly which issue brings its content. */
export function PlaceholderPage({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <section className={styles.card}>
        {children}
        <p className={styles.note}>{note}</p>
      </section>
    </div>
  );
}
