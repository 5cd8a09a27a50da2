import { useId } from 'react';
import { Link } from '../navigation/Link';
import styles from './NotFound.module.css';
import { notFoundMessages } from './messages';

/** 'Page not found' (spec 1 §2, §8) with one link on, e.g. home. */
export function NotFoundScreen({ linkHref, linkLabel }: { linkHref: string; linkLabel: string }) {
  const titleId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {notFoundMessages.title}
      </h1>
      <p>{notFoundMessages.body}</p>
      <Link href={linkHref} className={styles.link}>
        {linkLabel}
      </Link>
    </section>
  );
}
