import { ServiceStatusBanner, type Notification } from '@portal/shared-utils';
import { useCallback } from 'react';
import { messages } from '../messages';
import { Toast } from './Toast';
import styles from './Toasts.module.css';
import { useAccountLockedNotice } from './useAccountLockedNotice';
import { useToasts } from './useToasts';

function ToastItem({ toast, onDismiss }: { toast: Notification; onDismiss: (id: string) => void }) {
  // A stable onClose keeps the Toast's auto-dismiss timer running while other toasts come and go.
  const close = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  return <Toast notification={toast} onClose={close} />;
}

/**
 * Notification toasts, stacked at the top right (spec 1 §2), under the notice that the portal's
 * service cannot be reached while that lasts; also reports a locked account.
 */
export function Toasts() {
  const { toasts, dismiss } = useToasts();
  useAccountLockedNotice();
  return (
    <section className={styles.toasts} aria-label={messages.toasts.regionLabel}>
      <ServiceStatusBanner />
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
}
