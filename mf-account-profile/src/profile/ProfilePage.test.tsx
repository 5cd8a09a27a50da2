import { modal$, openModal, closeModal, refreshUser, user$ } from '@portal/shared-utils';
import { testUser } from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from './ProfilePage';

jest.mock('@portal/shared-utils', () => ({
  ...jest.requireActual('@portal/shared-utils'),
  refreshUser: jest.fn(),
}));

const refreshUserMock = refreshUser as jest.MockedFunction<typeof refreshUser>;

beforeEach(() => {
  window.history.replaceState(null, '', '/account/profile');
  refreshUserMock.mockResolvedValue(null);
  act(() => user$.next(null));
});

function signIn(overrides: Parameters<typeof testUser>[0] = {}) {
  act(() => user$.next(testUser(overrides)));
}

it("shows the signed-in player's name, username, account ID, badge and balance", () => {
  signIn({
    id: 4711,
    first_name: 'Una',
    last_name: 'Verified',
    name: 'una_v',
    id_verified: false,
    balance: 0,
  });

  render(<ProfilePage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Una Verified' })).toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'Una Verified' });
  expect(within(card).getByText('Username').nextElementSibling).toHaveTextContent('una_v');
  expect(within(card).getByText('Account ID').nextElementSibling).toHaveTextContent('4711');
  expect(within(card).getByText('Balance').nextElementSibling).toHaveTextContent('$0.00');
  expect(within(card).getByText('Unverified')).toBeInTheDocument();
  expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
  expect(screen.getByText(/New users are required to verify their identity/)).toBeInTheDocument();
});

it('shows the Verified badge and the balance as money for a verified player', () => {
  signIn({ id_verified: true, balance: 125050 });

  render(<ProfilePage />);

  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.queryByText('Unverified')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verify Now' })).not.toBeInTheDocument();
  expect(screen.getByText('$1,250.50')).toBeInTheDocument();
});

it('refreshes the user on load', () => {
  signIn();

  render(<ProfilePage />);

  expect(refreshUserMock).toHaveBeenCalledTimes(1);
});

it('says plainly that the profile form arrives with its issue', () => {
  signIn();

  render(<ProfilePage />);

  expect(screen.getByRole('heading', { name: 'Profile details' })).toBeInTheDocument();
  expect(
    screen.getByText(/The profile form .* arrives with the profile issue\./),
  ).toBeInTheDocument();
});

it('shows a loader until the user is there', () => {
  render(<ProfilePage />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  signIn();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('opens verify, avatar-upload and deposit from the card', async () => {
  signIn({ id_verified: false });
  const user = userEvent.setup();
  render(<ProfilePage />);

  await user.click(screen.getByRole('button', { name: 'Verify Now' }));
  expect(modal$.getValue().name).toBe('verify');
  await user.click(screen.getByRole('button', { name: 'Change avatar (DD)' }));
  expect(modal$.getValue().name).toBe('avatar-upload');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(modal$.getValue().name).toBe('deposit');
});

it('refreshes the user when the verify modal closes', () => {
  signIn({ id_verified: false });
  render(<ProfilePage />);
  refreshUserMock.mockClear();

  act(() => openModal('verify'));
  expect(refreshUserMock).not.toHaveBeenCalled();
  act(() => closeModal());

  expect(refreshUserMock).toHaveBeenCalledTimes(1);
});

it('names the avatar button with the initials it shows, and keeps the whole username in a title', () => {
  signIn({ name: 'a_very_long_username_of_thirty' });
  render(<ProfilePage />);
  const avatar = screen.getByRole('button', { name: 'Change avatar (DD)' });
  expect(avatar).toHaveTextContent('DD');
  expect(screen.getByText('a_very_long_username_of_thirty')).toHaveAttribute(
    'title',
    'a_very_long_username_of_thirty',
  );
});
