import { Button } from '@portal/shared-utils';
import type { ModalBodyProps } from '../modal/ModalBodyProps';
import { messages } from '../messages';
import styles from '../modal/ModalBody.module.css';

/** A modal body that says plainly which issue brings the dialog, with a Close button. */
export function placeholderModal(text: string, displayName: string) {
  function PlaceholderModal({ close }: ModalBodyProps) {
    return (
      <div className={styles.body}>
        <p className={styles.text}>{text}</p>
        <Button variant="secondary" fullWidth onClick={close}>
          {messages.close}
        </Button>
      </div>
    );
  }
  PlaceholderModal.displayName = displayName;
  return PlaceholderModal;
}
