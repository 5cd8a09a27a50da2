import { USER_STATUS_CLOSED } from '@portal/shared-utils';
import { installFetchMock, testUser } from '@portal/shared-utils/testing';
import { render, screen, within } from '@testing-library/react';
import { Header } from '../header/Header';
import { resetShell, signIn } from '../test-utils/testing';

beforeEach(() => {
  resetShell();
  installFetchMock().mockReturnValue(new Promise<Response>(() => undefined));
});

it('tells a closed account what its session may do, with its statements one click away', async () => {
  signIn(testUser({ status: { id: USER_STATUS_CLOSED, name: 'Closed' } }));
  render(<Header />);

  const notice = await screen.findByRole('region', { name: 'Your account is closed.' });
  expect(notice).toHaveTextContent(
    'Your account is closed. You can still read your statements and history.',
  );
  expect(within(notice).getByRole('link', { name: 'Activity' })).toHaveAttribute(
    'href',
    '/account/activity',
  );
  expect(within(notice).getByRole('link', { name: 'Cash Transactions' })).toHaveAttribute(
    'href',
    '/account/transactions',
  );
});

it('says nothing to an open account', async () => {
  signIn(testUser());
  render(<Header />);

  await screen.findByTestId('balance-button');
  expect(screen.queryByText('Your account is closed.')).not.toBeInTheDocument();
});
