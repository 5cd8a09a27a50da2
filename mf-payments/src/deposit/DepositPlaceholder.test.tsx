import { user$ } from '@portal/shared-utils';
import { testUser } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositModal, OnboardingDepositModal } from './DepositPlaceholder';

beforeEach(() => act(() => user$.next(testUser({ balance: 30000 }))));

it.each([
  ['deposit', DepositModal, 'Deposits arrive with the payments issue.'],
  [
    'onboarding-deposit',
    OnboardingDepositModal,
    'Your first deposit after sign-up arrives with the payments issue.',
  ],
])('%s shows the balance, says what it is and closes', async (_name, Modal, text) => {
  const close = jest.fn();
  render(<Modal params={{}} state={{ from: 'registration' }} close={close} />);

  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$300.00');
  expect(screen.queryByText('Available Balance')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(close).toHaveBeenCalledTimes(1);
});
