import type { ReactNode } from 'react';
import styles from './PlaceholderPage.module.css';

export interface PlaceholderPageProps {
  /** The page heading (h1). */
  title: string;
  /** Says plainly which issue brings the page's content. */
  note: string;
  /** Shown in the card above the note, e.g. the balance figures. */
  children?: ReactNode;
}

/**
 * An account page that says plainly which issue brings its content.
 * @deprecated No page of this repository uses it any more; it stays exported because builds deployed
 * before the account pages were finished import it (the compat fixture's mf-payments and
 * mf-responsible-gambling), and shared-utils only grows.
 */
export function PlaceholderPage({ title, note, children }: PlaceholderPageProps) {
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
