import { fakeResponse, type FetchMock, queryWrapper } from '@portal/shared-utils/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, collectNotices, setUpAccount } from '../../test-utils/accountApi';
import { PendingWithdrawals } from './PendingWithdrawals';
import { usePendingWithdrawals } from './usePendingWithdrawals';
import type { Withdrawal } from './withdrawalsApi';

const notices = collectNotices();
const json =
  (body: unknown, status = 200) =>
  () =>
    fakeResponse({ status, body });
const withdrawal = (id: number, status: number, isAuto: number): Withdrawal => ({
  id,
  transaction_id: 900 + id,
  created_at: '2026-03-01T10:00:00.000Z',
  amount: 2500,
  status: { id: status },
  is_auto: isAuto,
});
const page = (data: Withdrawal[], current = 1, total = 1) => ({
  data,
  meta: { pagination: { current_page: current, total_pages: total } },
});
let fetchMock: FetchMock;

function List() {
  return <PendingWithdrawals state={usePendingWithdrawals()} />;
}

const rowOf = (transaction: number) =>
  screen.getByText(String(transaction)).closest('li') as HTMLElement;

it('asks for pending and processing withdrawals, page 1 first', async () => {
  fetchMock = setUpAccount({ 'GET /users/withdraw': json(page([])) });
  render(<List />, { wrapper: queryWrapper().wrapper });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your pending withdrawals');

  expect(await screen.findByText('You have no pending withdrawals.')).toBeInTheDocument();
  const { query } = callsTo(fetchMock, 'GET /users/withdraw')[0];
  expect([query.get('payment_status_ids'), query.get('page')]).toEqual(['1,2', '1']);
});

it('shows Cancel for a pending withdrawal, Processing for an automatic one, (Processing) for one processing', async () => {
  fetchMock = setUpAccount({
    'GET /users/withdraw': json(
      page([withdrawal(1, 1, 0), withdrawal(2, 1, 1), withdrawal(3, 2, 0)]),
    ),
  });
  jest.useFakeTimers();
  try {
    render(<List />, { wrapper: queryWrapper().wrapper });
    await screen.findByText('901');

    expect(
      within(rowOf(901)).getByRole('button', { name: 'Cancel withdrawal 901' }),
    ).toBeInTheDocument();
    expect(within(rowOf(902)).getByText('Processing')).toBeInTheDocument();
    expect(within(rowOf(902)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf(903)).getByText('(Processing)')).toBeInTheDocument();
    expect(within(rowOf(901)).getByText('$25.00')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('asks again every 2 seconds while an automatic withdrawal is pending, and stops when none is', async () => {
  jest.useFakeTimers();
  try {
    const answers = [
      page([withdrawal(2, 1, 1)]),
      page([withdrawal(2, 1, 1)]),
      page([withdrawal(2, 2, 1)]),
    ];
    fetchMock = setUpAccount({
      'GET /users/withdraw': () => fakeResponse({ body: answers.shift() ?? page([]) }),
    });
    render(<List />, { wrapper: queryWrapper().wrapper });
    // The answer shows without moving the clock: the 2 seconds count from it.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /users/withdraw')).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(1999));
    expect(callsTo(fetchMock, 'GET /users/withdraw')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(callsTo(fetchMock, 'GET /users/withdraw')).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByText('(Processing)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /users/withdraw')).toHaveLength(3);

    await act(async () => jest.advanceTimersByTime(10000));
    expect(callsTo(fetchMock, 'GET /users/withdraw')).toHaveLength(3);
  } finally {
    jest.useRealTimers();
  }
});

it('cancels after Yes in the Cancel Withdrawal dialog, not after No', async () => {
  const answers = [page([withdrawal(1, 1, 0)]), page([])];
  fetchMock = setUpAccount({
    'GET /users/withdraw': () => fakeResponse({ body: answers.shift() ?? page([]) }),
    'POST /withdraw/1/reject': json({ data: withdrawal(1, 6, 0) }),
  });
  render(<List />, { wrapper: queryWrapper().wrapper });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal 901' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel Withdrawal' });
  expect(dialog).toHaveTextContent('Please confirm if you would like to cancel the withdrawal?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(callsTo(fetchMock, 'POST /withdraw/1/reject')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal 901' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

  expect(await screen.findByText('You have no pending withdrawals.')).toBeInTheDocument();
  expect(notices.map((notice) => notice.message)).toContain('Your withdrawal has been cancelled');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(callsTo(fetchMock, 'GET /users/current')).toHaveLength(1));
});

it('says why a cancel or a load failed in a red notice titled Error', async () => {
  fetchMock = setUpAccount({
    'GET /users/withdraw': json(page([withdrawal(1, 1, 0)])),
    'POST /withdraw/1/reject': json(
      { errors: { error: ['This withdrawal can no longer be cancelled'] } },
      422,
    ),
  });
  render(<List />, { wrapper: queryWrapper().wrapper });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal 901' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

  await waitFor(() =>
    expect(notices.at(-1)).toMatchObject({
      title: 'Error',
      type: 'danger',
      message: 'This withdrawal can no longer be cancelled',
      timeout: 5000,
    }),
  );

  fetchMock = setUpAccount({
    'GET /users/withdraw': json({ errors: { page: ['Page must be at least 1'] } }, 422),
  });
  render(<List />, { wrapper: queryWrapper().wrapper });
  await waitFor(() => expect(notices.at(-1)?.message).toBe('Page must be at least 1'));
});

it('moves between pages', async () => {
  fetchMock = setUpAccount({
    'GET /users/withdraw': () => fakeResponse({ body: page([withdrawal(1, 1, 0)], 1, 3) }),
  });
  render(<List />, { wrapper: queryWrapper().wrapper });
  await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));

  await waitFor(() =>
    expect(callsTo(fetchMock, 'GET /users/withdraw').map(({ query }) => query.get('page'))).toEqual(
      ['1', '3'],
    ),
  );
  expect(
    screen.getByRole('navigation', { name: 'Pages of your pending withdrawals' }),
  ).toBeInTheDocument();
});
