import { notify } from '@portal/shared-utils';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from './Toasts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const region = () => within(screen.getByRole('region', { name: 'Notifications' }));

it('shows notifications and dismisses them after the default 5000 ms', () => {
  render(<Toasts />);
  act(() => {
    notify({
      title: 'Deposit Successful',
      message: 'Your deposit of $50.00 arrived',
      type: 'success',
    });
  });
  expect(region().getByRole('status')).toHaveTextContent('Deposit Successful');
  expect(region().getByText('Your deposit of $50.00 arrived')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(4999));
  expect(region().queryByText('Deposit Successful')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(region().queryByText('Deposit Successful')).not.toBeInTheDocument();
});

it('keeps each toast to its own timeout while others arrive', () => {
  render(<Toasts />);
  act(() => {
    notify({ title: 'Short', message: '', type: 'info', timeout: 2000 });
  });
  act(() => jest.advanceTimersByTime(1500));
  act(() => {
    notify({ title: 'Account Locked', message: 'Verify your account', type: 'warning' });
  });
  expect(region().getByRole('alert')).toHaveTextContent('Account Locked');
  act(() => jest.advanceTimersByTime(500));
  expect(region().queryByText('Short')).not.toBeInTheDocument();
  expect(region().getByText('Account Locked')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4500));
  expect(region().queryByText('Account Locked')).not.toBeInTheDocument();
});

it('closes a toast with its dismiss button', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Toasts />);
  act(() => {
    notify({ title: 'First', message: '', type: 'info' });
    notify({ title: 'Second', message: '', type: 'danger' });
  });
  const first = region().getByText('First').closest('[role="status"]') as HTMLElement;
  await user.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
  expect(region().queryByText('First')).not.toBeInTheDocument();
  expect(region().getByText('Second')).toBeInTheDocument();
});

it('keeps a toast with timeout 0 until it is dismissed', () => {
  render(<Toasts />);
  act(() => {
    notify({ title: 'Sticky', message: '', type: 'info', timeout: 0 });
  });
  act(() => jest.advanceTimersByTime(60_000));
  expect(region().getByText('Sticky')).toBeInTheDocument();
});
