import { user$ } from '@portal/shared-utils';
import { testUser } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import { WithdrawPage } from './WithdrawPage';

beforeEach(() => act(() => user$.next(null)));

it('is titled Withdraw and says plainly that it arrives with the payments issue', () => {
  render(<WithdrawPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
  expect(screen.getByText(/arrive with the payments issue\./)).toBeInTheDocument();
});

it('shows a loader, then the balance and the available balance', () => {
  render(<WithdrawPage />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your balance');

  act(() => user$.next(testUser({ balance: 125050, available_balance: 100000 })));

  expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$1,250.50');
  expect(screen.getByText('Available Balance').nextElementSibling).toHaveTextContent('$1,000.00');
});
