import { notifications$, type Notification } from '../streams/notifications';
import { notifyAccountLocked } from './accountLocked';

it("sends the 'Account Locked' warning of spec 1 §8", () => {
  const received: Notification[] = [];
  const subscription = notifications$.subscribe((n) => received.push(n));
  notifyAccountLocked();
  subscription.unsubscribe();

  expect(received).toEqual([
    {
      id: 'account-locked',
      type: 'warning',
      title: 'Account Locked',
      message: 'Your account is locked, please verify your account before proceeding any further.',
    },
  ]);
});
