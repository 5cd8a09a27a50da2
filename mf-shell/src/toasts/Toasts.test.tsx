import { apiGet, notify, user$ } from '@portal/shared-utils';
import { fakeResponse, installFetchMock, testUser } from '@portal/shared-utils/testing';
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

it('keeps errors for 10000 ms', () => {
  render(<Toasts />);
  act(() => {
    notify({ title: 'Payment failed', message: '', type: 'danger' });
  });
  act(() => jest.advanceTimersByTime(9999));
  expect(region().getByRole('alert')).toHaveTextContent('Payment failed');
  act(() => jest.advanceTimersByTime(1));
  expect(region().queryByText('Payment failed')).not.toBeInTheDocument();
});

it.each(['info', 'success', 'warning', 'danger'] as const)('shows the %s type', (type) => {
  render(<Toasts />);
  act(() => {
    notify({ title: `A ${type} toast`, message: '', type });
  });
  expect(region().getByText(`A ${type} toast`).closest('[data-type]')).toHaveAttribute(
    'data-type',
    type,
  );
});

it('shows an optional link', () => {
  render(<Toasts />);
  act(() => {
    notify({
      title: 'Verify now',
      message: 'Finish your sign-up',
      type: 'info',
      link: { name: 'Open profile', url: '/account/profile' },
    });
  });
  expect(region().getByRole('link', { name: 'Open profile' })).toHaveAttribute(
    'href',
    '/account/profile',
  );
});

describe('Account Locked', () => {
  const lockedStatus = { id: 3, name: 'Locked' };
  const now = new Date('2024-03-01T10:00:00Z');

  beforeEach(() => {
    jest.setSystemTime(now);
    act(() => user$.next(null));
  });

  it('warns a locked player once, with the text of spec 1 §8', () => {
    render(<Toasts />);
    act(() => user$.next(testUser({ status: lockedStatus, created_at: '2024-02-01T00:00:00Z' })));
    const alert = region().getByRole('alert');
    expect(alert).toHaveTextContent('Account Locked');
    expect(alert).toHaveTextContent(
      'Your account is locked, please verify your account before proceeding any further.',
    );
    act(() => jest.advanceTimersByTime(5000));
    act(() => user$.next(testUser({ status: lockedStatus, created_at: '2024-02-01T00:00:00Z' })));
    expect(region().queryByText('Account Locked')).not.toBeInTheDocument();
  });

  it('says nothing within 30 s of account creation, nor to an active player', () => {
    render(<Toasts />);
    act(() => user$.next(testUser({ status: lockedStatus, created_at: '2024-03-01T09:59:40Z' })));
    act(() => user$.next(testUser()));
    expect(region().queryByText('Account Locked')).not.toBeInTheDocument();
  });

  it('warns once the account is older than 30 s', () => {
    render(<Toasts />);
    const user = testUser({ status: lockedStatus, created_at: '2024-03-01T09:59:40Z' });
    act(() => user$.next(user));
    jest.setSystemTime(new Date('2024-03-01T10:01:00Z'));
    act(() => user$.next({ ...user }));
    expect(region().getByRole('alert')).toHaveTextContent('Account Locked');
  });
});

it('says the service cannot be reached above the toasts while the API does not answer, until it answers', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  render(<Toasts />);
  act(() => notify({ title: 'Deposit Successful', message: 'Arrived', type: 'success' }));
  const notice = "We can't reach our service right now. We'll keep trying.";
  expect(region().queryByText(notice)).not.toBeInTheDocument();

  await act(() => apiGet('/users/current').catch(() => undefined));
  const [first, second] = region().getAllByRole('status');
  expect(first).toHaveTextContent(notice);
  expect(second).toHaveTextContent('Deposit Successful');

  fetchMock.mockResolvedValueOnce(fakeResponse({ body: { status: 'ok' } }));
  await act(() => apiGet('/health'));
  expect(region().queryByText(notice)).not.toBeInTheDocument();
});
