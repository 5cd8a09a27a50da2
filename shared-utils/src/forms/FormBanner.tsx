import styles from './FormBanner.module.css';

/** A general error, e.g. the key 'error' of a refused call, under the submit button (spec 1 §2, §8). */
export function FormBanner({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.banner}>
      {message}
    </div>
  );
}
