import { useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  /** The question (text or paragraphs). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on the confirm button; the dialog shows it loading until it settles. */
  onConfirm: () => Promise<void>;
  /** The cancel button, close, Back or Escape (ignored while the confirmed action runs). */
  onCancel: () => void;
}

/**
 * A question in the shared modal chrome (focus moves in, stays in and returns to the opener), with
 * a confirm and a cancel button.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
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
            {cancelLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
