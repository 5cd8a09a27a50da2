import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@portal/shared-utils';
import { Toast } from './Toast';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: '1',
  title: 'Deposit Successful',
  message: '$50.00 deposited',
  type: 'success',
  ...overrides,
});

it('shows a success notice as a status with its type styling', () => {
  render(<Toast notification={notification()} onClose={() => undefined} />);

  const toast = screen.getByRole('status');
  expect(toast).toHaveTextContent('Deposit Successful');
  expect(toast).toHaveTextContent('$50.00 deposited');
  expect(toast).toHaveClass('success');
});

it('shows warnings and errors as alerts', () => {
  render(
    <Toast
      notification={notification({ type: 'warning', title: 'Account Locked' })}
      onClose={() => undefined}
    />,
  );
  expect(screen.getByRole('alert')).toHaveClass('warning');
});

it('shows the optional link and closes with its close button', async () => {
  const onClose = jest.fn();
  render(
    <Toast
      notification={notification({ link: { name: 'View', url: '/account/transactions' } })}
      onClose={onClose}
    />,
  );

  expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    '/account/transactions',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes itself after its timeout', () => {
  jest.useFakeTimers();
  const onClose = jest.fn();
  render(<Toast notification={notification({ timeout: 5000 })} onClose={onClose} />);

  act(() => jest.advanceTimersByTime(4999));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
