import { modal$, notifications$, type Notification } from '@portal/shared-utils';
import {
  fakeResponse,
  installFetchMock,
  mockRoutes,
  type FetchMock,
  queryWrapper,
} from '@portal/shared-utils/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestBody, resetAuth } from '../test-utils/testing';
import { ResetPasswordModal } from './ResetPasswordModal';

let fetchMock: FetchMock;
let toasts: Notification[];
let unsubscribe: () => void;

function renderReset(params: Record<string, string>) {
  const close = jest.fn();
  render(<ResetPasswordModal params={params} state={null} close={close} />, {
    wrapper: queryWrapper().wrapper,
  });
  return { close, user: userEvent.setup() };
}

beforeEach(() => {
  resetAuth();
  fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'POST /users/password': () => fakeResponse({ body: { status: 'success' } }),
    'POST /users/password/request': () => fakeResponse({ body: { data: { message: 'Sent' } } }),
  });
  toasts = [];
  const subscription = notifications$.subscribe((toast) => toasts.push(toast));
  unsubscribe = () => subscription.unsubscribe();
});

afterEach(() => unsubscribe());

describe('from the emailed link', () => {
  const link = { email: 'demo.au@portal.test', token: 'reset-token' };

  it.each([
    ['New password is required', 'New Password', ''],
    ['Please retype your password.', 'Confirm New Password', ''],
  ])("says '%s' when submitted empty", async (message) => {
    const { user } = renderReset(link);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveFocus();
  });

  it("says 'Passwords must match' when the retyped password differs", async () => {
    const { user } = renderReset(link);
    await user.type(screen.getByLabelText('New Password'), 'Better123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Better124');
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it("resets with the link's email and token, says 'Your password has been updated!' and opens login", async () => {
    const { user } = renderReset(link);
    await user.type(screen.getByLabelText('New Password'), 'Better123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(modal$.getValue().name).toBe('login'));
    expect(requestBody(fetchMock)).toEqual({
      email: 'demo.au@portal.test',
      token: 'reset-token',
      new_password: 'Better123',
      new_confirm_password: 'Better123',
    });
    expect(toasts[0]).toMatchObject({ title: 'Your password has been updated!', type: 'success' });
  });

  it("shows a refused token as the general message, joined with '. '", async () => {
    mockRoutes(fetchMock, {
      'POST /users/password': () =>
        fakeResponse({
          status: 422,
          body: { errors: { token: ['This reset link has expired', 'Ask for a new one'] } },
        }),
    });
    const { user } = renderReset(link);
    await user.type(screen.getByLabelText('New Password'), 'Better123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired. Ask for a new one',
    );
  });
});

describe('forced reset', () => {
  it('sends a reset link to the email of the refused login and closes', async () => {
    const { close, user } = renderReset({ email: 'weak@portal.test' });
    expect(screen.getByText('weak@portal.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(requestBody(fetchMock)).toEqual({ email: 'weak@portal.test' });
    expect(toasts[0]).toMatchObject({
      title: 'We have sent you an email to reset your password',
    });
  });

  it("says 'Email not found' with the hint to use the forgot password form", async () => {
    const { user } = renderReset({});
    expect(screen.getByText('Email not found')).toBeInTheDocument();
    expect(
      screen.getByText('Please use the forgot password form to reset your password.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    expect(modal$.getValue().name).toBe('forgot-password');
  });

  it("says 'Email not found' when the server knows no such email", async () => {
    mockRoutes(fetchMock, {
      'POST /users/password/request': () =>
        fakeResponse({ status: 422, body: { errors: { email: ['No player has this email'] } } }),
    });
    const { user } = renderReset({ email: 'gone@portal.test' });
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('Email not found')).toBeInTheDocument();
  });
});
