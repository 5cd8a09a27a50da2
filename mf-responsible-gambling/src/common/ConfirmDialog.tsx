import { Button, Modal } from '@portal/shared-utils';
import { useState, type ReactNode } from 'react';
import { messages } from '../messages';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** Runs on Confirm; the dialog shows it loading until it settles. */
  onConfirm: () => Promise<void>;
  /** Cancel, close, Back or Escape (ignored while the confirmed action runs). */
  onCancel: () => void;
}

/**
 * A question in the shared modal chrome (focus moves in, stays in and returns to the opener), with
 * Confirm and Cancel.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = messages.common.confirm,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    if (!busy) onCancel();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={cancel}>
      <div className={styles.body}>
        <div className={styles.question}>{children}</div>
        <div className={styles.actions}>
          <Button loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {messages.common.cancel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
