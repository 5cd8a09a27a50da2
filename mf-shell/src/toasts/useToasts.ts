import { notifications$, type Notification } from '@portal/shared-utils';
import { useCallback, useEffect, useState } from 'react';

/** How long a toast stays when the notification names no timeout (spec 1 §9: 2000 to 5000 ms). */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

/** Errors stay longer (spec 1 §9: 10000 ms for some errors). */
export const DANGER_TOAST_TIMEOUT_MS = 10_000;

/** The notification's own timeout (0 keeps it until dismissed), else the default for its type. */
export function toastTimeout(notification: Notification): number {
  if (notification.timeout !== undefined) return notification.timeout;
  return notification.type === 'danger' ? DANGER_TOAST_TIMEOUT_MS : DEFAULT_TOAST_TIMEOUT_MS;
}

/**
 * The toasts on screen, newest last. A notification whose id is already shown replaces it; the UI kit
 * Toast closes itself after the timeout.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Notification[]>([]);

  useEffect(() => {
    const subscription = notifications$.subscribe((notification) => {
      const toast = { ...notification, timeout: toastTimeout(notification) };
      setToasts((current) => [...current.filter((t) => t.id !== toast.id), toast]);
    });
    return () => subscription.unsubscribe();
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return { toasts, dismiss };
}
