import { Subject } from 'rxjs';

export type NotificationType = 'info' | 'success' | 'warning' | 'danger';

/** A toast (spec 1 §3 Notification). */
export interface Notification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  link?: { name: string; url: string };
  /** Milliseconds until the toast closes by itself; it stays until closed when absent. */
  timeout?: number;
}

export type NotificationInput = Omit<Notification, 'id'> & { id?: string };

/** Toasts to show; the shell renders them at the top right. */
export const notifications$ = new Subject<Notification>();

let lastId = 0;

/** Shows a toast; an id is generated when none is given. Returns the notification sent. */
export function notify(input: NotificationInput): Notification {
  const notification: Notification = { ...input, id: input.id ?? `notification-${++lastId}` };
  notifications$.next(notification);
  return notification;
}
