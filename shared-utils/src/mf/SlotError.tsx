import { messages } from '../messages';
import styles from './SlotError.module.css';

/** The message a broken micro-frontend slot shows, with a Retry button. */
export function SlotError({ name, onRetry }: { name?: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.slotError} data-mf-error={name}>
      <p>{messages.slotError}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
