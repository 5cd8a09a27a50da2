import { messages } from '../messages';
import { Link } from '../navigation/Link';
import styles from './NotFound.module.css';

/** Any unknown path: 'Page not found' with a link home (spec 1 §2, §8). */
export function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {messages.notFound.title}
      </h1>
      <p>{messages.notFound.body}</p>
      <Link href="/" className={styles.link}>
        {messages.notFound.home}
      </Link>
    </section>
  );
}
