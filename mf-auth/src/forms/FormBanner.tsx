import styles from './forms.module.css';

/** A general error under the submit button (spec 1 §2, §8). */
export function FormBanner({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.banner}>
      {message}
    </div>
  );
}
