import { notifications$, type Notification } from '@portal/shared-utils';
import { useCallback, useEffect, useState } from 'react';

/** How long a toast stays when the notification names no timeout (spec 1 §9: 2000 to 5000 ms). */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

/**
 * The toasts on screen, newest last. Each notification from notifications$ gets the default timeout
 * when it names none (an explicit 0 keeps it until dismissed); the UI kit Toast closes itself then.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Notification[]>([]);

  useEffect(() => {
    const subscription = notifications$.subscribe((notification) => {
      const toast = { ...notification, timeout: notification.timeout ?? DEFAULT_TOAST_TIMEOUT_MS };
      setToasts((current) => [...current.filter((t) => t.id !== toast.id), toast]);
    });
    return () => subscription.unsubscribe();
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return { toasts, dismiss };
}
