import type { ReactNode } from 'react';
import { useFocusOnOpen } from './useFocusOnOpen';
import styles from './PageHeading.module.css';

/** A page's heading; it takes focus when the page opens, so keyboard and screen-reader users follow. */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  return (
    <h2 ref={heading} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}
