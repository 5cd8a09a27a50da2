import { messages, useLatest, type Notification } from '@portal/shared-utils';
import { useEffect } from 'react';
import styles from './Toast.module.css';

export interface ToastProps {
  notification: Notification;
  onClose: () => void;
}

/**
 * One notification: warnings and errors are alerts, the rest polite status messages. It closes
 * itself after notification.timeout when one is set.
 */
export function Toast({ notification, onClose }: ToastProps) {
  const { title, message, type, link, timeout } = notification;
  const latestOnClose = useLatest(onClose);

  useEffect(() => {
    if (!timeout) return undefined;
    const timer = setTimeout(() => latestOnClose.current(), timeout);
    return () => clearTimeout(timer);
  }, [timeout, latestOnClose]);

  const urgent = type === 'danger' || type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={`${styles.toast} ${styles[type]}`}
      data-type={type}
    >
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {message && <p className={styles.message}>{message}</p>}
        {link && (
          <a className={styles.link} href={link.url}>
            {link.name}
          </a>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={messages.dismissNotification}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
