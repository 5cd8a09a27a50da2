import { useEffect, useRef, type ReactNode } from 'react';
import styles from './PageHeading.module.css';

/** A page's heading; it takes focus when the page opens, so keyboard and screen-reader users follow. */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}
