import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { Button } from '../button/Button';
import styles from './PlaceholderModalBody.module.css';

export interface PlaceholderModalBodyProps {
  /** Says plainly which issue brings the dialog. */
  text: string;
  onClose: () => void;
  /** Shown above the text, e.g. the balance figures of the deposit modal. */
  children?: ReactNode;
}

/**
 * A modal body (the shell draws the chrome and title) that says which issue brings it, with Close.
 * @deprecated No modal of this repository uses it any more; it stays exported because builds
 * deployed earlier import it (the compat fixture's mf-account-profile and mf-payments), and
 * shared-utils only grows.
 */
export function PlaceholderModalBody({ text, onClose, children }: PlaceholderModalBodyProps) {
  return (
    <div className={styles.body}>
      {children}
      <p className={styles.text}>{text}</p>
      <Button variant="secondary" fullWidth onClick={onClose}>
        {messages.close}
      </Button>
    </div>
  );
}
