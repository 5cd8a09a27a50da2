import { notifications$, notify, type Notification } from './notifications';

it('publishes notifications, giving each an id when none is set', () => {
  const received: Notification[] = [];
  const subscription = notifications$.subscribe((n) => received.push(n));

  notify({ type: 'success', title: 'Deposit Successful', message: 'Thanks' });
  notify({ id: 'locked', type: 'warning', title: 'Account Locked', message: '', timeout: 5000 });
  notify({ type: 'info', title: 'Hi', message: '' });
  subscription.unsubscribe();

  expect(received[0]).toMatchObject({
    type: 'success',
    title: 'Deposit Successful',
    message: 'Thanks',
  });
  expect(received[1]).toMatchObject({ id: 'locked', timeout: 5000 });
  expect(received[0].id).toEqual(expect.any(String));
  expect(received[2].id).not.toBe(received[0].id);
});
