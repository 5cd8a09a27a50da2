import { ApiError } from '../api/ApiError';
import { notifications$, type Notification } from '../streams/notifications';
import { notifyFailure, notifyInfo, notifySuccess } from './notices';

function collect(act: () => void): Notification[] {
  const received: Notification[] = [];
  const subscription = notifications$.subscribe((notification) => received.push(notification));
  act();
  subscription.unsubscribe();
  return received;
}

it('shows success and information notices that close by themselves after 5 s', () => {
  expect(
    collect(() => {
      notifySuccess('Limit saved');
      notifyInfo('Withdraw', 'Your request is pending');
    }),
  ).toEqual([
    expect.objectContaining({ type: 'success', title: 'Limit saved', message: '', timeout: 5000 }),
    expect.objectContaining({
      type: 'info',
      title: 'Withdraw',
      message: 'Your request is pending',
      timeout: 5000,
    }),
  ]);
});

it("shows a failure with the server's messages joined by '. '", () => {
  const error = new ApiError(409, { error: ['Already cancelled', 'Reload the page'] });
  expect(collect(() => notifyFailure('Error', error))).toEqual([
    expect.objectContaining({
      type: 'danger',
      title: 'Error',
      message: 'Already cancelled. Reload the page',
      timeout: 5000,
    }),
  ]);
});
