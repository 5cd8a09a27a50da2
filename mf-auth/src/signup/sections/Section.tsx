import { useId, type ReactNode } from 'react';
import styles from '../Signup.module.css';

/** A titled part of the sign-up form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
