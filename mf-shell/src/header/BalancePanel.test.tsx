import {
  clientSummaries$,
  modal$,
  session$,
  sessionStart$,
  type UserLimit,
} from '@portal/shared-utils';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  testUser,
  type FetchMock,
  type Route,
} from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShell, signIn } from '../test-utils/testing';
import { Header } from './Header';

const depositLimit: UserLimit = {
  id: 9,
  type: { id: 1, name: 'Deposit' },
  duration: { id: 1, name: 'Daily' },
  limit: 10000,
  used: 0,
  created_at: '2024-01-01T00:00:00Z',
  end_date: null,
};

const summaries = {
  1: { active_bet_count: 4, bonuses: { cash: 2500 } },
  2: { active_contest_count: 2, bonuses: { cash: 1000, ticket: 3 } },
};

let fetchMock: FetchMock;

function answerApi(user = testUser(), routes: Record<string, Route> = {}) {
  mockRoutes(fetchMock, {
    ...routes,
    'GET /users/current?embed=limits': () =>
      fakeResponse({ body: { data: user }, headers: { 'session-time': '3725' } }),
    'GET /users/client_summaries?client_id=1': () =>
      fakeResponse({ body: { data: { 1: summaries[1] } } }),
    'GET /users/client_summaries?client_id=2': () =>
      fakeResponse({ body: { data: { 2: summaries[2] } } }),
  });
}

/** Opens the panel and waits for the summaries it reads (the betting bonus cash). */
async function openPanel() {
  await userEvent.click(screen.getByTestId('balance-button'));
  const panel = within(screen.getByRole('dialog', { name: 'Balance details' }));
  await panel.findByText('$25.00');
  return panel;
}

beforeEach(() => {
  resetShell();
  fetchMock = installFetchMock();
  answerApi();
});

it('refreshes the user and the client-user bonuses when it opens', async () => {
  signIn(testUser({ balance: 1000 }));
  render(<Header />);
  // The signed-in controls are a chunk of their own: wait for it before counting the panel's calls.
  await screen.findByTestId('balance-button');
  fetchMock.mockClear();

  await openPanel();

  expect(calledPaths(fetchMock)).toEqual([
    '/users/current?embed=limits',
    '/users/client_summaries?client_id=1',
    '/users/client_summaries?client_id=2',
    // The user read brings a new balance: the net position strip follows it.
    '/activity/net-position',
  ]);
  expect(await screen.findByRole('button', { name: 'Balance $1,250.50' })).toBeInTheDocument();
});

it('shows who is signed in, verified, with the avatar opening avatar-upload', async () => {
  const withAvatar = testUser({
    avatar: { large: '/avatars/dana-large.png', small: '/avatars/dana.png' },
  });
  answerApi(withAvatar);
  signIn(withAvatar);
  render(<Header />);
  const panel = await openPanel();

  expect(panel.getByText('Dana Demo')).toBeInTheDocument();
  expect(panel.getByText('@demo_au')).toBeInTheDocument();
  expect(panel.getByText('Verified')).toBeInTheDocument();
  expect(panel.queryByRole('link', { name: 'Verify Now' })).not.toBeInTheDocument();
  const avatar = panel.getByRole('button', { name: /Change avatar/ });
  expect(avatar.querySelector('img')).toHaveAttribute('src', '/avatars/dana-large.png');

  await userEvent.click(avatar);
  expect(modal$.getValue().name).toBe('avatar-upload');
  expect(screen.queryByRole('dialog', { name: 'Balance details' })).not.toBeInTheDocument();
});

it('flags an unverified player with Verify Now opening the verify modal', async () => {
  const unverified = testUser({ id_verified: false });
  answerApi(unverified);
  signIn(unverified);
  render(<Header />);
  const panel = await openPanel();

  expect(panel.getByText('Unverified')).toBeInTheDocument();
  await userEvent.click(panel.getByRole('link', { name: 'Verify Now' }));
  expect(modal$.getValue().name).toBe('verify');
});

it("shows each app's bonuses: cash as money, tickets as a count", async () => {
  signIn();
  render(<Header />);
  await openPanel();

  const betting = within(await screen.findByRole('group', { name: 'Betting bonuses' }));
  expect(await betting.findByText('$25.00')).toBeInTheDocument();
  expect(betting.getByText('Bonus Cash')).toBeInTheDocument();
  const fantasy = within(screen.getByRole('group', { name: 'Fantasy bonuses' }));
  expect(fantasy.getByText('Bonus').nextSibling).toHaveTextContent('$10.00');
  expect(fantasy.getByText('Tickets').nextSibling).toHaveTextContent('3');
});

it('shows zero bonuses before the summaries arrive', async () => {
  fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
  signIn();
  render(<Header />);
  await userEvent.click(screen.getByTestId('balance-button'));
  const fantasy = within(screen.getByRole('group', { name: 'Fantasy bonuses' }));
  expect(fantasy.getByText('Bonus').nextSibling).toHaveTextContent('$0.00');
  expect(fantasy.getByText('Tickets').nextSibling).toHaveTextContent('0');
});

it("lists each app's balance links with counters and Set Limit while no deposit limit exists", async () => {
  signIn();
  render(<Header />);
  await openPanel();

  const betting = within(screen.getByRole('group', { name: 'Betting links' }));
  expect(await betting.findByRole('link', { name: 'My Bets 4' })).toHaveAttribute(
    'href',
    '/betting/my-bets',
  );
  expect(betting.getByRole('link', { name: 'Deposit Limit Set Limit' })).toHaveAttribute(
    'href',
    '/account/limits',
  );
  const fantasy = within(screen.getByRole('group', { name: 'Fantasy links' }));
  expect(fantasy.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'My Contests2',
    'My Teams',
    'Deposit LimitSet Limit',
  ]);
});

it('drops the Set Limit badge when the player has a deposit limit', async () => {
  const limited = testUser({ limits: [depositLimit] });
  answerApi(limited);
  signIn(limited);
  render(<Header />);
  await openPanel();
  const betting = within(screen.getByRole('group', { name: 'Betting links' }));
  expect(betting.getByRole('link', { name: 'Deposit Limit' })).toBeInTheDocument();
  expect(screen.queryByText('Set Limit')).not.toBeInTheDocument();
});

it('closes when a link is followed, navigating without reload', async () => {
  signIn();
  render(<Header />);
  const panel = await openPanel();
  await userEvent.click(panel.getByRole('link', { name: 'Withdraw' }));
  expect(window.location.pathname).toBe('/account/withdraw');
  expect(screen.queryByRole('dialog', { name: 'Balance details' })).not.toBeInTheDocument();
});

it('opens the deposit modal from Deposit', async () => {
  signIn();
  render(<Header />);
  const panel = await openPanel();
  await userEvent.click(panel.getByRole('link', { name: 'Deposit' }));
  expect(modal$.getValue().name).toBe('deposit');
});

describe('Current Session Time', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2024-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts days, hours, minutes and seconds since the session began, each second', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    signIn();
    act(() => sessionStart$.next(Date.now() - (86_400 + 3600 * 2 + 60 * 3 + 4) * 1000));
    render(<Header />);
    await user.click(screen.getByTestId('balance-button'));

    const clock = screen.getByText('Current Session Time').parentElement as HTMLElement;
    expect(clock).toHaveTextContent('Current Session Time 1d 02h 03m 04s');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('1d 02h 03m 05s');
    act(() => jest.advanceTimersByTime(60_000));
    expect(clock).toHaveTextContent('1d 02h 04m 05s');
  });

  it('counts from the last login until the session-time header arrives', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    signIn(testUser({ last_login_at: '2024-03-01T09:59:30Z' }));
    render(<Header />);
    await user.click(screen.getByTestId('balance-button'));
    expect(screen.getByText('0d 00h 00m 30s')).toBeInTheDocument();
  });
});

it('logs out from Log Out', async () => {
  answerApi(testUser(), {
    'DELETE /auth': () => fakeResponse({ body: { status: 'success' } }),
  });
  signIn();
  render(<Header />);
  const panel = await openPanel();
  await userEvent.click(panel.getByRole('button', { name: 'Log Out' }));
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(session$.getValue().token).toBeNull();
  expect(clientSummaries$.getValue()).toEqual({});
});
