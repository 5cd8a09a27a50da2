import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsSmallScreen } from '../../hooks/useIsSmallScreen';
import { messages } from '../../messages';
import { useDialogFocus } from './useDialogFocus';
import { useEscapeKey } from './useEscapeKey';
import { useScrollLock } from './useScrollLock';
import styles from './Modal.module.css';

export interface ModalProps {
  title: ReactNode;
  /** Without onClose the dialog is a decision the player must take: no close, Back or Escape. */
  onClose?: () => void;
  children: ReactNode;
  /** The 630 px variant that shows both brand logos above the title. */
  wide?: boolean;
  /** Shown above the title, e.g. the brand logos of the wide variant. */
  aboveTitle?: ReactNode;
  /** The text of the Back link that replaces the close button on small screens. */
  backLabel?: string;
  /** Where that Back link goes when not to closing (a page of the modal's own flow). */
  onBack?: () => void;
}

/**
 * The chrome of every modal (spec 1 §2): a title bar with a close button (a Back link on small
 * screens), Escape to close, the page scroll locked, at most 565 px wide (630 px wide variant),
 * a bottom sheet under 768 px; focus moves in, stays in and returns to the opener on close.
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
  aboveTitle,
  backLabel,
  onBack,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const smallScreen = useIsSmallScreen();
  useScrollLock();
  useEscapeKey(onClose);
  const onKeyDown = useDialogFocus(dialog);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        onKeyDown={onKeyDown}
      >
        {aboveTitle && <div className={styles.aboveTitle}>{aboveTitle}</div>}
        <div className={styles.titleBar}>
          {onClose && smallScreen && (
            <button type="button" className={styles.back} onClick={onBack ?? onClose}>
              <span aria-hidden="true">‹ </span>
              {backLabel ?? messages.back}
            </button>
          )}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && !smallScreen && (
            <button
              type="button"
              className={styles.close}
              aria-label={messages.close}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
