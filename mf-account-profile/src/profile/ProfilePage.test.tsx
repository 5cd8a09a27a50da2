import { modal$, user$, type User } from '@portal/shared-utils';
import { calledPaths, type FetchMock, CURRENT_USER_PATH } from '@portal/shared-utils/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { messages } from '../messages';
import {
  collectToasts,
  currentUserResponse,
  mockApi,
  renderRouted,
  resetState,
  signIn,
} from '../test-utils/testing';
import { ProfilePage } from './ProfilePage';

const toasts = collectToasts();
let fetchMock: FetchMock;
/** What GET /users/current answers: the signed-in player as they are, unless a test changes it. */
let readUser: () => User | null;

beforeEach(() => {
  resetState();
  readUser = () => user$.getValue();
  fetchMock = mockApi({
    [`GET ${CURRENT_USER_PATH}`]: () => currentUserResponse(readUser() as User),
  });
});

/** Renders the page for the signed-in player and lets its read of the user on load arrive. */
async function renderProfile() {
  const shown = user$.getValue();
  const rendered = renderRouted(<ProfilePage />);
  await waitFor(() => expect(user$.getValue()).not.toBe(shown));
  return rendered;
}

it("shows the signed-in player's name, username, account ID, badge and balance", async () => {
  signIn({
    id: 4711,
    first_name: 'Una',
    last_name: 'Verified',
    name: 'una_v',
    id_verified: false,
    balance: 0,
  });

  await renderProfile();

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

it('shows the Verified badge and the balance as money for a verified player', async () => {
  signIn({ id_verified: true, balance: 125050 });

  await renderProfile();

  const card = screen.getByRole('region', { name: 'Dana Demo' });
  expect(within(card).getByText('Verified')).toBeInTheDocument();
  expect(within(card).queryByText('Unverified')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verify Now' })).not.toBeInTheDocument();
  expect(within(card).getByText('$1,250.50')).toBeInTheDocument();
});

it('reads the user again on every visit and shows what the server answers', async () => {
  const player = signIn({ balance: 1000 });
  readUser = () => ({ ...player, balance: 2500 });

  const { rerender } = await renderProfile();

  const card = screen.getByRole('region', { name: 'Dana Demo' });
  expect(within(card).getByText('$25.00')).toBeInTheDocument();
  // Away and back: the page reads the player again (a screen that opens reads again).
  rerender(<BrowserRouter />);
  const shown = user$.getValue();
  rerender(
    <BrowserRouter>
      <ProfilePage />
    </BrowserRouter>,
  );
  await waitFor(() => expect(user$.getValue()).not.toBe(shown));
  expect(calledPaths(fetchMock).filter((path) => path === CURRENT_USER_PATH)).toHaveLength(2);
});

it('shows the personal details form next to the card', async () => {
  signIn({ email_verified: false });

  await renderProfile();

  const details = screen.getByRole('region', { name: 'Personal details' });
  expect(within(details).getByRole('form', { name: 'Personal details' })).toBeInTheDocument();
  expect(within(details).getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
});

it('shows a loader until the user is there', () => {
  renderRouted(<ProfilePage />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  signIn();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('opens verify, avatar-upload and deposit from the card', async () => {
  signIn({ id_verified: false });
  const { user } = await renderProfile();

  await user.click(screen.getByRole('button', { name: 'Verify Now' }));
  expect(modal$.getValue().name).toBe('verify');
  await user.click(screen.getByRole('button', { name: 'DD, Change avatar' }));
  expect(modal$.getValue().name).toBe('avatar-upload');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(modal$.getValue().name).toBe('deposit');
  expect(window.location.search).toBe('?modal=deposit');
});

it('opens the update-password modal from Change Password', async () => {
  signIn();
  const { user } = await renderProfile();

  await user.click(screen.getByRole('button', { name: 'Change Password' }));

  expect(modal$.getValue().name).toBe('update-password');
  expect(window.location.pathname).toBe('/account/profile');
  expect(window.location.search).toBe('?modal=update-password');
});

it('names the avatar button with the initials it shows, and keeps the whole username in a title', async () => {
  signIn({ name: 'a_very_long_username_of_thirty' });
  await renderProfile();
  const avatar = screen.getByRole('button', { name: 'DD, Change avatar' });
  expect(avatar).toHaveTextContent('DD');
  expect(
    within(screen.getByRole('region', { name: 'Dana Demo' })).getByText(
      'a_very_long_username_of_thirty',
    ),
  ).toHaveAttribute('title', 'a_very_long_username_of_thirty');
});

it('says the email is verified when the e-mailed link lands with email_verified=true, once', async () => {
  resetState('/account/profile?email_verified=true');
  signIn();

  await renderProfile();

  await waitFor(() => expect(window.location.search).toBe(''));
  expect(window.location.pathname).toBe('/account/profile');
  expect(toasts).toEqual([
    expect.objectContaining({ title: 'Your email address is verified', type: 'success' }),
  ]);
});

it('warns that the link is spent when it lands with email_verified=false, keeping other parameters', async () => {
  resetState('/account/profile?email_verified=false&utm=mail');
  signIn();

  await renderProfile();

  await waitFor(() => expect(window.location.search).toBe('?utm=mail'));
  expect(toasts).toEqual([
    expect.objectContaining({ title: messages.profile.emailLinkInvalid, type: 'warning' }),
  ]);
});

it('says nothing about the email without the parameter', async () => {
  signIn();

  await renderProfile();
  await act(async () => undefined);

  expect(toasts).toEqual([]);
});
