import { notifications$, type Notification } from '../streams/notifications';

/** The toasts shown in each test of the calling file (collected afresh before each). */
export function collectToasts(): Notification[] {
  const toasts: Notification[] = [];
  let subscription: { unsubscribe: () => void } | undefined;
  beforeEach(() => {
    toasts.length = 0;
    subscription = notifications$.subscribe((toast) => toasts.push(toast));
  });
  afterEach(() => subscription?.unsubscribe());
  return toasts;
}
