import {
  mockRoutes,
  type FetchMock,
  type Route,
  CURRENT_USER_PATH,
} from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  findWidget,
  finishCheck,
  mockIdentityApi,
  notVerified,
  OUTCOME_PATH,
  postedPaths,
  registered,
  TOKEN,
} from '../test-utils/identity';
import {
  collectToasts,
  refused,
  renderModal,
  resetState,
  sentRequests,
  signIn,
} from '../test-utils/testing';
import { VerifyModal } from './VerifyModal';

const toasts = collectToasts();
let fetchMock: FetchMock;

const ACCOUNT_LOCKED = expect.objectContaining({ title: 'Account Locked', type: 'warning' });
const NOT_VERIFIED = expect.objectContaining({
  title: "We can't verify your account, please contact customer Service",
  type: 'warning',
});

function renderVerify(api: Omit<Parameters<typeof mockIdentityApi>[0], 'user'> = {}) {
  const player = signIn({ id_verified: false });
  fetchMock = mockIdentityApi({ user: player, ...api });
  return renderModal(VerifyModal);
}

beforeEach(() => resetState());

it('opens a check and shows the sandbox widget with the details being checked', async () => {
  renderVerify();

  const widget = await findWidget();
  expect(within(widget).getByText('Dana Demo')).toBeInTheDocument();
  expect(within(widget).getByText('Thu 1 Feb 1990')).toBeInTheDocument();
  expect(within(widget).getByText('AU')).toBeInTheDocument();
  expect(within(widget).getByText('Ruleset').nextElementSibling).toHaveTextContent('ruleSetT');
  expect(
    within(widget)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['VERIFIED', 'VERIFIED_WITH_CHANGES', 'FAIL', 'PENDING']);
  expect(postedPaths(fetchMock)).toEqual(['/verification/registerId']);
});

it('gives no ruleset for a US player, and shows the date of birth the US way', async () => {
  resetState('/account/profile', 'US');
  const player = signIn({ id_verified: false, country: 'US' });
  fetchMock = mockIdentityApi({ user: player });
  renderModal(VerifyModal);

  const widget = await findWidget();
  expect(within(widget).getByText('US')).toBeInTheDocument();
  expect(within(widget).getByText('Thu, Feb 1, 1990')).toBeInTheDocument();
  expect(within(widget).queryByText('Ruleset')).not.toBeInTheDocument();
  expect(within(widget).queryByText('ruleSetT')).not.toBeInTheDocument();
});

it('records a Verified outcome, confirms it, refreshes the player, says so and closes', async () => {
  const { close, user } = renderVerify();

  await finishCheck(user, 'Verified');

  await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  expect(sentRequests(fetchMock).slice(1)).toEqual([
    { method: 'POST', path: OUTCOME_PATH, body: { outcome: 'VERIFIED' } },
    { method: 'POST', path: '/verification/id', body: { verification_token: TOKEN } },
    { method: 'GET', path: CURRENT_USER_PATH, body: undefined },
  ]);
  expect(toasts).toEqual([
    expect.objectContaining({ title: 'Your ID has been verified', type: 'success' }),
  ]);
});

it("warns and says 'Account Locked' when the server answers FAIL, and closes", async () => {
  const { close, user } = renderVerify({ confirm: notVerified('FAIL') });

  await finishCheck(user, 'Fail');

  await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  expect(postedPaths(fetchMock)).toEqual([
    '/verification/registerId',
    OUTCOME_PATH,
    '/verification/id',
  ]);
  expect(sentRequests(fetchMock)[1].body).toEqual({ outcome: 'FAIL' });
  expect(toasts).toEqual([NOT_VERIFIED, ACCOUNT_LOCKED]);
});

it("only warns, without 'Account Locked', when the check is not finished (PENDING)", async () => {
  const { close, user } = renderVerify({ confirm: notVerified('PENDING') });

  await finishCheck(user, 'Not finished (pending)');

  await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  expect(toasts).toEqual([NOT_VERIFIED]);
});

it('records a cancelled check without confirming it, warns and closes', async () => {
  const { close, user } = renderVerify();

  await user.click(within(await findWidget()).getByRole('button', { name: 'Cancel verification' }));

  await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  expect(sentRequests(fetchMock).slice(1)).toEqual([
    { method: 'POST', path: OUTCOME_PATH, body: { outcome: 'CANCELLED' } },
  ]);
  expect(postedPaths(fetchMock)).not.toContain('/verification/id');
  expect(toasts).toEqual([
    expect.objectContaining({
      title: 'Identity verification was cancelled. You can verify at any time from your profile.',
      type: 'warning',
    }),
  ]);
});

it('asks how the check ends before finishing it without a choice', async () => {
  const { close, user } = renderVerify();
  const widget = await findWidget();

  await user.click(within(widget).getByRole('button', { name: 'Finish check' }));

  expect(await within(widget).findByText('Please choose how the check ends')).toBeInTheDocument();
  expect(postedPaths(fetchMock)).toEqual(['/verification/registerId']);
  expect(close).not.toHaveBeenCalled();
});

it('says verification is unavailable for a provider without a widget, and tries again', async () => {
  const { user } = renderVerify({ register: registered('acme-id') });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Identity verification is not available right now. Please try again later or contact Customer Service.',
  );
  expect(
    screen.queryByRole('region', { name: 'Identity check (sandbox)' }),
  ).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Try again' }));

  await waitFor(() =>
    expect(postedPaths(fetchMock)).toEqual([
      '/verification/registerId',
      '/verification/registerId',
    ]),
  );
});

it("shows why a check could not be opened, and opens one on 'Try again'", async () => {
  let answer: Route = () => refused(500, { error: ['The identity service is down'] });
  const { user } = renderVerify({ register: (init) => answer(init) });

  expect(await screen.findByRole('alert')).toHaveTextContent('The identity service is down');
  answer = registered();
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await findWidget()).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("shows why a finished check could not be confirmed, and opens a new one on 'Try again'", async () => {
  const { close, user } = renderVerify({
    confirm: () => refused(500, { error: ['The identity service is down'] }),
  });

  await finishCheck(user, 'Verified');

  expect(await screen.findByRole('alert')).toHaveTextContent('The identity service is down');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await findWidget()).toBeInTheDocument();
  expect(postedPaths(fetchMock)).toEqual([
    '/verification/registerId',
    OUTCOME_PATH,
    '/verification/id',
    '/verification/registerId',
  ]);
  expect(close).not.toHaveBeenCalled();
});

it('shows why cancelling could not be recorded, and stays open', async () => {
  const { close, user } = renderVerify();
  const widget = await findWidget();
  mockRoutes(fetchMock, {
    [`POST ${OUTCOME_PATH}`]: () => refused(500, { error: ['The sandbox is down'] }),
  });

  await user.click(within(widget).getByRole('button', { name: 'Cancel verification' }));

  expect(await within(widget).findByRole('alert')).toHaveTextContent('The sandbox is down');
  expect(close).not.toHaveBeenCalled();
});

it('tells an already verified player so, without opening a check, and closes', async () => {
  const player = signIn({ id_verified: true });
  fetchMock = mockIdentityApi({ user: player });
  const { close, user } = renderModal(VerifyModal);

  expect(screen.getByText('Your identity is already verified.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  expect(close).toHaveBeenCalledTimes(1);
  expect(postedPaths(fetchMock)).toEqual([]);
});

it('refreshes the player when the modal goes away', async () => {
  const { unmount } = renderVerify();
  await findWidget();
  expect(sentRequests(fetchMock).map(({ method }) => method)).not.toContain('GET');

  unmount();

  await waitFor(() =>
    expect(sentRequests(fetchMock)).toContainEqual({
      method: 'GET',
      path: CURRENT_USER_PATH,
      body: undefined,
    }),
  );
});
