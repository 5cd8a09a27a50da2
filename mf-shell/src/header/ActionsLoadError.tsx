import { messages } from '../messages';
import styles from './Header.module.css';

/** The signed-in controls could not be fetched: a short note with Retry that fits the brand bar. */
export function ActionsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className={styles.loadError}>
      <span>{messages.header.loadError}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {messages.header.retry}
      </button>
    </p>
  );
}
