import { ApiError, login, modal$, session$, user$ } from '@portal/shared-utils';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeRecaptcha } from '../test-utils/fakeRecaptcha';
import { setConfig } from '../test-utils/testing';
import { LoginModal } from './LoginModal';

jest.mock('@portal/shared-utils', () => ({
  ...jest.requireActual('@portal/shared-utils'),
  login: jest.fn(),
}));

const loginMock = login as jest.MockedFunction<typeof login>;

function renderLogin() {
  const close = jest.fn();
  render(<LoginModal params={{}} state={null} close={close} />);
  return { close, user: userEvent.setup() };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Username or Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  setConfig();
  window.history.replaceState(null, '', '/betting?modal=login');
  act(() => {
    session$.next({ token: null });
    user$.next(null);
  });
});

it('shows the labelled fields, Forgot Details and Join Now', () => {
  renderLogin();

  expect(screen.getByLabelText('Username or Email')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Forgot Details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Join Now' })).toBeInTheDocument();
});

it('requires both fields and does not call login', async () => {
  const { user } = renderLogin();

  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(screen.getByText('Username or email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Username or Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Username or Email')).toHaveFocus();
  expect(loginMock).not.toHaveBeenCalled();
});

it.each([
  ['Username or email is required', 'Password', 'Demo1234!'],
  ['Password is required', 'Username or Email', 'demo_au'],
])("says '%s' when that field is left empty", async (message, otherLabel, otherValue) => {
  const { user } = renderLogin();
  await user.type(screen.getByLabelText(otherLabel), otherValue);
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getAllByText(/is required/)).toHaveLength(1);
  expect(loginMock).not.toHaveBeenCalled();
});

it('shows the responsible-gambling block, and no reCAPTCHA notice or script without a site key', () => {
  const recaptcha = installFakeRecaptcha();
  renderLogin();
  expect(screen.getByText(/Gamble responsibly.*1800 858 858/)).toBeInTheDocument();
  expect(screen.queryByText(/protected by reCAPTCHA/)).not.toBeInTheDocument();
  expect(recaptcha.scripts()).toHaveLength(0);
  recaptcha.uninstall();
});

it("names the brand's helpline for the region, or none when the brand has none", () => {
  setConfig({ region: 'NZ', helplines: { AU: '1800 858 858', NZ: '0800 111 222', US: '' } });
  renderLogin();
  expect(screen.getByText(/Gamble responsibly.*call 0800 111 222\./)).toBeInTheDocument();
  cleanup();

  setConfig({ region: 'NZ', helplines: { AU: '1800 858 858', NZ: '', US: '' } });
  renderLogin();
  expect(
    screen.getByText('Gamble responsibly. Free and confidential support is available 24/7.'),
  ).toBeInTheDocument();
});

it('shows the reCAPTCHA notice and loads the client when a site key is configured', () => {
  const recaptcha = installFakeRecaptcha();
  setConfig({ recaptcha: { siteKey: 'site-key' } });
  renderLogin();
  expect(screen.getByText(/protected by reCAPTCHA/)).toBeInTheDocument();
  expect(recaptcha.scripts().map((script) => script.src)).toEqual([
    'https://www.google.com/recaptcha/api.js?render=site-key',
  ]);
  recaptcha.uninstall();
});

it('omits the reCAPTCHA notice and script for the single-brand configuration and the block when off', () => {
  const recaptcha = installFakeRecaptcha();
  setConfig({
    recaptcha: { siteKey: 'site-key' },
    features: { singleBrand: true, responsibleGamblingBlock: false },
  });
  renderLogin();
  expect(screen.queryByText(/protected by reCAPTCHA/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Gamble responsibly/)).not.toBeInTheDocument();
  expect(recaptcha.scripts()).toHaveLength(0);
  recaptcha.uninstall();
});

it('clears a required message once the field is typed in', async () => {
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Login' }));

  await user.type(screen.getByLabelText('Username or Email'), 'demo');

  expect(screen.queryByText('Username or email is required')).not.toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
});

it('logs in with the entered values and closes the modal', async () => {
  loginMock.mockResolvedValue({ response: { status: 'success', token: 'tok' }, user: null });
  const { close, user } = renderLogin();

  await fillAndSubmit(user, ' demo.au@portal.test ', 'Demo1234!');

  expect(loginMock).toHaveBeenCalledWith({
    email: 'demo.au@portal.test',
    password: 'Demo1234!',
    recaptchaToken: '',
  });
  expect(close).toHaveBeenCalledTimes(1);
});

it('sends the reCAPTCHA token of the login action when a site key is configured', async () => {
  const recaptcha = installFakeRecaptcha();
  setConfig({ recaptcha: { siteKey: 'site-key' } });
  loginMock.mockResolvedValue({ response: { status: 'success', token: 'tok' }, user: null });
  const { close, user } = renderLogin();

  await fillAndSubmit(user, 'demo_au', 'Demo1234!');

  expect(recaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  expect(loginMock).toHaveBeenCalledWith(
    expect.objectContaining({ recaptchaToken: 'token-login' }),
  );
  expect(close).toHaveBeenCalled();
  recaptcha.uninstall();
});

it('submits with the Enter key', async () => {
  loginMock.mockResolvedValue({ response: { status: 'success', token: 'tok' }, user: null });
  const { close, user } = renderLogin();

  await user.type(screen.getByLabelText('Username or Email'), 'demo_au');
  await user.type(screen.getByLabelText('Password'), 'Demo1234!{Enter}');

  expect(loginMock).toHaveBeenCalledWith(expect.objectContaining({ email: 'demo_au' }));
  expect(close).toHaveBeenCalled();
});

it("shows the server's general message in a banner under the Login button", async () => {
  loginMock.mockRejectedValue(
    new ApiError(422, {
      error: ['These credentials do not match our records.', 'Two attempts left.'],
    }),
  );
  const { close, user } = renderLogin();

  await fillAndSubmit(user, 'demo.au@portal.test', 'wrong');

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent(
    'These credentials do not match our records. Two attempts left.',
  );
  expect(banner.textContent).toBe(
    'These credentials do not match our records.\nTwo attempts left.',
  );
  const loginButton = screen.getByRole('button', { name: 'Login' });
  expect(
    loginButton.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(close).not.toHaveBeenCalled();
});

async function failLoginWithAttemptsLeft(left: unknown): Promise<string | null> {
  loginMock.mockRejectedValue(
    new ApiError(
      422,
      { error: ['These credentials do not match our records.'] },
      { attempts_left: left },
    ),
  );
  const { user } = renderLogin();
  await fillAndSubmit(user, 'demo_au', 'wrong');
  return (await screen.findByRole('alert')).textContent;
}

it.each([
  [3, '3 attempts left'],
  [1, '1 attempt left'],
])('shows the attempts left (%i) under the message of a failed login', async (left, text) => {
  expect(await failLoginWithAttemptsLeft(left)).toBe(
    `These credentials do not match our records.\n${text}`,
  );
});

it.each([[0], [undefined], ['2']])(
  'shows no attempts left when meta.attempts_left is %p',
  async (left) => {
    expect(await failLoginWithAttemptsLeft(left)).toBe(
      'These credentials do not match our records.',
    );
  },
);

it('shows field errors from the server under their fields', async () => {
  loginMock.mockRejectedValue(new ApiError(422, { email: ['Must be a valid email address'] }));
  const { user } = renderLogin();

  await fillAndSubmit(user, 'demo@', 'secret');

  expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the generic message when the request fails without an errors body', async () => {
  loginMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const { user } = renderLogin();

  await fillAndSubmit(user, 'demo.au@portal.test', 'Demo1234!');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred, please try again or contact our Customer Service.',
  );
});

it('opens reset-password with the email when the server requires a password reset', async () => {
  loginMock.mockRejectedValue(
    new ApiError(
      422,
      { error: ['Your password must be reset.'] },
      { require_password_reset: true, email: 'demo.au@portal.test' },
    ),
  );
  const { close, user } = renderLogin();

  await fillAndSubmit(user, 'demo_au', 'weak');

  expect(modal$.getValue()).toMatchObject({
    name: 'reset-password',
    params: { email: 'demo.au@portal.test' },
  });
  expect(new URLSearchParams(window.location.search).get('email')).toBe('demo.au@portal.test');
  expect(close).not.toHaveBeenCalled();
});

it('opens forgot-password from Forgot Details and signup from Join Now', async () => {
  const { user } = renderLogin();

  await user.click(screen.getByRole('button', { name: 'Forgot Details' }));
  expect(modal$.getValue().name).toBe('forgot-password');

  await user.click(screen.getByRole('button', { name: 'Join Now' }));
  expect(modal$.getValue().name).toBe('signup');
});

it('renders nothing when the player is already signed in', () => {
  act(() => session$.next({ token: 'tok' }));

  const { container } = render(<LoginModal params={{}} state={null} close={jest.fn()} />);

  expect(container).toBeEmptyDOMElement();
});

it('offers a closed account its read-only sign-in, which opens its statements', async () => {
  const closed = 'Your account is closed. Please contact customer support.';
  loginMock
    .mockRejectedValueOnce(new ApiError(422, { error: [closed] }, { read_only_login: true }))
    .mockResolvedValueOnce({ response: { status: 'success', token: 'read-only' }, user: null });
  const { close, user } = renderLogin();

  await fillAndSubmit(user, 'closed@portal.test', 'Demo1234!');
  expect(await screen.findByText(closed)).toBeInTheDocument();
  expect(
    screen.getByText('You can still sign in to read your statements and history.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Read your statements and history' }));

  expect(loginMock).toHaveBeenLastCalledWith({
    email: 'closed@portal.test',
    password: 'Demo1234!',
    recaptchaToken: '',
    readOnly: true,
  });
  expect(close).toHaveBeenCalled();
  expect(window.location.pathname).toBe('/account/activity');
});

it('offers no read-only sign-in to any other refusal', async () => {
  loginMock.mockRejectedValue(
    new ApiError(422, { error: ['These credentials do not match our records.'] }),
  );
  const { user } = renderLogin();

  await fillAndSubmit(user, 'demo_au', 'Wrong1234!');

  expect(
    await screen.findByText('These credentials do not match our records.'),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Read your statements and history' }),
  ).not.toBeInTheDocument();
});
