import { render, screen } from '@testing-library/react';
import { TransactionsPage } from './TransactionsPage';

it('is titled Cash Transactions and says plainly that it arrives with the payments issue', () => {
  render(<TransactionsPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Cash Transactions' })).toBeInTheDocument();
  expect(screen.getByText('Cash Transactions arrive with the payments issue.')).toBeInTheDocument();
});
