import { modal$, notifications$, session$, type Notification } from '@portal/shared-utils';
import {
  fakeResponse,
  installFetchMock,
  mockRoutes,
  requestHeaders,
  type FetchMock,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestBody, resetAuth } from '../test-utils/testing';
import { UpdatePasswordModal } from './UpdatePasswordModal';

let fetchMock: FetchMock;

function renderChange() {
  const close = jest.fn();
  render(<UpdatePasswordModal params={{}} state={null} close={close} />, {
    wrapper: queryWrapper().wrapper,
  });
  return { close, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'Better123') {
  await user.type(screen.getByLabelText('Current Password'), 'Demo1234!');
  await user.type(screen.getByLabelText('New Password'), 'Better123');
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

beforeEach(() => {
  resetAuth();
  act(() => session$.next({ token: 'tok' }));
  fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'POST /users/password': () => fakeResponse({ body: { status: 'success' } }),
  });
});

it.each([
  'Current password is required',
  'New password is required',
  'Please retype your password.',
])("says '%s' when submitted empty", async (message) => {
  const { user } = renderChange();
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('Current Password')).toHaveFocus();
});

it("says 'Passwords must match' when the retyped password differs", async () => {
  const { user } = renderChange();
  await fill(user, 'Better124');
  expect(screen.getByText('Passwords must match')).toBeInTheDocument();
});

it('shows the hints for the new password', async () => {
  const { user } = renderChange();
  await user.type(screen.getByLabelText('New Password'), 'Better123');
  await waitFor(() =>
    expect(screen.getByText('8 or more characters').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    ),
  );
  expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
    /Contains upper and lower case/,
  );
});

it("changes the password with the bearer token, says 'Your password has been updated!' and closes", async () => {
  const toasts: Notification[] = [];
  const subscription = notifications$.subscribe((toast) => toasts.push(toast));
  const { close, user } = renderChange();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));

  await waitFor(() => expect(close).toHaveBeenCalled());
  expect(requestBody(fetchMock)).toEqual({
    password: 'Demo1234!',
    new_password: 'Better123',
    new_confirm_password: 'Better123',
  });
  expect(requestHeaders(fetchMock).get('Authorization')).toBe('Bearer tok');
  expect(toasts[0]).toMatchObject({ title: 'Your password has been updated!', type: 'success' });
  subscription.unsubscribe();
});

it('attaches a wrong current password to its field and focuses it', async () => {
  mockRoutes(fetchMock, {
    'POST /users/password': () =>
      fakeResponse({ status: 422, body: { errors: { password: ['The password is incorrect'] } } }),
  });
  const { close, user } = renderChange();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));

  expect(await screen.findByText('The password is incorrect')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveFocus());
  expect(close).not.toHaveBeenCalled();
});

it('opens login for a signed-out visitor', () => {
  act(() => session$.next({ token: null }));
  renderChange();
  expect(modal$.getValue().name).toBe('login');
});
