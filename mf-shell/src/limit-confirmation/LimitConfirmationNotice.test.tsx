import { formatDateTime, type LimitRequest } from '@portal/shared-utils';
import { installFetchMock, testUser } from '@portal/shared-utils/testing';
import { render, screen, within } from '@testing-library/react';
import { Header } from '../header/Header';
import { resetShell, signIn } from '../test-utils/testing';

beforeEach(() => {
  resetShell();
  installFetchMock().mockReturnValue(new Promise<Response>(() => undefined));
});

const request = (overrides: Partial<LimitRequest>): LimitRequest => ({
  id: 31,
  type: { id: 1, name: 'Deposit' },
  duration: { id: 1, name: 'Daily' },
  limit: 20000,
  created_at: '2026-03-01T10:00:00.000Z',
  activate_at: '2026-03-08T10:00:00.000Z',
  confirm_by: '2026-03-15T10:00:00.000Z',
  awaiting_confirmation: true,
  ...overrides,
});

it('asks the player to confirm a change whose wait is over, by its deadline, with the Limits page a click away', async () => {
  signIn(testUser({ limit_requests: [request({})] }));
  render(<Header />);

  const notice = await screen.findByRole('region', { name: 'Confirm your limit change.' });
  expect(notice).toHaveTextContent(
    `Your deposit limit change is ready. Confirm it by ${formatDateTime('2026-03-15T10:00:00.000Z')}, or it lapses and your current limit stays.`,
  );
  expect(within(notice).getByRole('link', { name: 'Review your limits' })).toHaveAttribute(
    'href',
    '/account/limits',
  );
});

it('counts several and gives the earliest deadline', async () => {
  signIn(
    testUser({
      limit_requests: [
        request({}),
        request({
          id: 32,
          type: { id: 2, name: 'Spending' },
          confirm_by: '2026-03-12T10:00:00.000Z',
        }),
      ],
    }),
  );
  render(<Header />);

  const notice = await screen.findByRole('region', { name: 'Confirm your limit change.' });
  expect(notice).toHaveTextContent(
    `2 limit changes are ready. Confirm each by ${formatDateTime('2026-03-12T10:00:00.000Z')} at the latest`,
  );
});

it('says nothing while a change still waits, or when there is none', async () => {
  signIn(testUser({ limit_requests: [request({ awaiting_confirmation: false })] }));
  render(<Header />);

  await screen.findByTestId('balance-button');
  expect(screen.queryByText('Confirm your limit change.')).not.toBeInTheDocument();
});
