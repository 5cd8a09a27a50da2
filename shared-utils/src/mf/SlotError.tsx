import { messages } from '../messages';
import styles from './SlotError.module.css';

export const SLOT_ERROR_TEXT = messages.slotError;

/** The message a broken micro-frontend slot shows, with a Retry button. */
export function SlotError({ name, onRetry }: { name?: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.slotError} data-mf-error={name}>
      <p>{SLOT_ERROR_TEXT}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
