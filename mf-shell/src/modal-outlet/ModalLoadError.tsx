import { Button } from '@portal/shared-utils';
import { messages } from '../messages';
import styles from './ModalOutlet.module.css';

/** Shown inside the modal when its owner could not be loaded or its parcel failed to mount. */
export function ModalLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{messages.modals.loadError}</p>
      <Button onClick={onRetry}>{messages.modals.retry}</Button>
    </div>
  );
}
