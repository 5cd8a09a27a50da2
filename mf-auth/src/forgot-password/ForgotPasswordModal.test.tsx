import { notifications$, type Notification } from '@portal/shared-utils';
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
import { ForgotPasswordModal } from './ForgotPasswordModal';

let fetchMock: FetchMock;

function renderForgot() {
  const close = jest.fn();
  render(<ForgotPasswordModal params={{}} state={null} close={close} />, {
    wrapper: queryWrapper().wrapper,
  });
  return { close, user: userEvent.setup() };
}

beforeEach(() => {
  resetAuth();
  fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'POST /users/password/request': () =>
      fakeResponse({ body: { data: { message: 'Reset link sent' } } }),
  });
});

it("says 'Email is required' when submitted empty, and sends nothing", async () => {
  const { user } = renderForgot();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("says 'Must be a valid email address' as an invalid email is typed", async () => {
  const { user } = renderForgot();
  await user.type(screen.getByLabelText('Email'), 'someone@');
  expect(screen.getByText('Must be a valid email address')).toBeInTheDocument();
});

it("requests the reset link, shows 'We have sent you an email to reset your password' and closes", async () => {
  const toasts: Notification[] = [];
  const subscription = notifications$.subscribe((toast) => toasts.push(toast));
  const { close, user } = renderForgot();

  await user.type(screen.getByLabelText('Email'), ' demo.au@portal.test ');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));

  await waitFor(() => expect(close).toHaveBeenCalled());
  expect(requestBody(fetchMock)).toEqual({ email: 'demo.au@portal.test' });
  expect(toasts).toEqual([
    expect.objectContaining({
      title: 'We have sent you an email to reset your password',
      type: 'success',
    }),
  ]);
  subscription.unsubscribe();
});

it("shows the server's email error under the field, joined with '. '", async () => {
  mockRoutes(fetchMock, {
    'POST /users/password/request': () =>
      fakeResponse({
        status: 422,
        body: { errors: { email: ['Must be a valid email address', 'Try again'] } },
      }),
  });
  const { close, user } = renderForgot();
  await user.type(screen.getByLabelText('Email'), 'someone@portal.test');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(await screen.findByText('Must be a valid email address. Try again')).toBeInTheDocument();
  expect(close).not.toHaveBeenCalled();
});
