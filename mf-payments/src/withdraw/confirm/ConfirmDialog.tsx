import { Button, Modal } from '@portal/shared-utils';
import { useState } from 'react';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  noLabel: string;
  yesLabel: string;
  onNo: () => void;
  /** The confirmed action; the dialog shows it running until it settles. */
  onYes: () => Promise<void>;
}

/** A question the player answers with No (closes, also Escape) or Yes (runs the action). */
export function ConfirmDialog({
  title,
  question,
  noLabel,
  yesLabel,
  onNo,
  onYes,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={title} onClose={onNo}>
      <p>{question}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onNo}>
          {noLabel}
        </Button>
        <Button
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await onYes();
          }}
        >
          {yesLabel}
        </Button>
      </div>
    </Modal>
  );
}
