import { modal$ } from '@portal/shared-utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionExpiredModal } from './SessionExpiredModal';

it('explains the logout and reopens the login modal from its Login button', async () => {
  window.history.replaceState(null, '', '/betting?modal=session-expired');
  render(<SessionExpiredModal />);

  expect(
    screen.getByText(
      'You have been logged out because you have been inactive for some time, please log in again to continue.',
    ),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(modal$.getValue().name).toBe('login');
  expect(window.location.pathname).toBe('/betting');
});
