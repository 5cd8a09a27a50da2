import { useId } from 'react';
import { messages } from '../messages';
import { Link } from '../navigation/Link';
import styles from './NotFound.module.css';

/** 'Page not found' (spec 1 §2, §8) with one link on, e.g. home. */
export function NotFoundScreen({ linkHref, linkLabel }: { linkHref: string; linkLabel: string }) {
  const titleId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {messages.notFound.title}
      </h1>
      <p>{messages.notFound.body}</p>
      <Link href={linkHref} className={styles.link}>
        {linkLabel}
      </Link>
    </section>
  );
}
