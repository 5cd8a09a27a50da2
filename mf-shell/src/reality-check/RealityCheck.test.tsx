import type { RealityCheck as Check } from '@portal/contract';
import { realtimeEvents$, session$, userChannelSubscribed$ } from '@portal/shared-utils';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  sentRequests,
  type FetchMock,
} from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header/Header';
import { resetShell, signIn } from '../test-utils/testing';
import { RealityCheck } from './RealityCheck';

const NOW = Date.parse('2026-12-06T10:00:00Z');
const MINUTE = 60_000;
const READ = 'GET /responsible-gambling/reality-check';
const ACKNOWLEDGE = 'POST /responsible-gambling/reality-check/acknowledge';

/** The time `minutes` from the start of the test, as the server writes it. */
const inMinutes = (minutes: number) => new Date(NOW + minutes * MINUTE).toISOString();

const check = (changes: Partial<Check> = {}): Check => ({
  interval_minutes: 15,
  session_started_at: inMinutes(-50),
  session_seconds: 50 * 60,
  session_net_result: 0,
  next_check_at: inMinutes(15),
  ...changes,
});

/** Due in 15 minutes; when due, 65 minutes logged in and $25.00 lost. */
const DUE = check({ session_seconds: 65 * 60, session_net_result: -2500 });

let fetchMock: FetchMock;
let reads: Check[];

/** The server: readings answered from `reads` in turn (the last one from then on), answers moving the check 15 minutes on. */
function serve(...readings: Check[]) {
  reads = readings;
  mockRoutes(fetchMock, {
    [READ]: () => fakeResponse({ body: { data: reads.length > 1 ? reads.shift() : reads[0] } }),
    [ACKNOWLEDGE]: () =>
      fakeResponse({
        body: { data: check({ next_check_at: new Date(Date.now() + 15 * MINUTE).toISOString() }) },
      }),
    'DELETE /auth': () => fakeResponse({ status: 204 }),
  });
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const dialog = () => screen.getByRole('dialog', { name: 'Reality check' });
const queryDialog = () => screen.queryByRole('dialog', { name: 'Reality check' });
const publish = (data: Check) =>
  act(() =>
    realtimeEvents$.next({ channel: 'private-user.5', event: 'reality-check.updated', data }),
  );

/** Renders the checks with a button focused, as a player's focus is somewhere on the page. */
async function renderChecks() {
  render(
    <>
      <button type="button">Place bet</button>
      <RealityCheck />
    </>,
  );
  screen.getByRole('button', { name: 'Place bet' }).focus();
  await wait(0);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetShell();
  fetchMock = installFetchMock();
  signIn();
});

afterEach(() => jest.useRealTimers());

it('shows the time logged in and the net result of the session when the check falls due', async () => {
  serve(check(), DUE);
  await renderChecks();

  await wait(15 * MINUTE - 1);
  expect(queryDialog()).not.toBeInTheDocument();
  await wait(1);

  expect(within(dialog()).getByText('You have been logged in for')).toBeInTheDocument();
  expect(screen.getByTestId('reality-check-time')).toHaveTextContent('1 hour 5 minutes');
  expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-$25.00');
  expect(dialog()).toHaveFocus();
  // The server counts the session: it is read again when due.
  expect(calledPaths(fetchMock)).toEqual([
    '/responsible-gambling/reality-check',
    '/responsible-gambling/reality-check',
  ]);
});

it('keeps focus inside the dialog', async () => {
  serve(check(), DUE);
  await renderChecks();
  await wait(15 * MINUTE);
  const player = user();

  await player.tab();
  expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
  await player.tab({ shift: true });
  expect(within(dialog()).getByRole('button', { name: 'Log out' })).toHaveFocus();
  await player.tab();
  expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('Continue answers the check, gives focus back, and the next one falls due an interval later', async () => {
  serve(check(), DUE);
  await renderChecks();
  await wait(15 * MINUTE);

  await user().click(within(dialog()).getByRole('button', { name: 'Continue' }));
  await wait(0);

  expect(queryDialog()).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Place bet' })).toHaveFocus();
  expect(sentRequests(fetchMock).filter(({ method }) => method === 'POST')).toHaveLength(1);

  reads = [check({ session_seconds: 80 * 60, next_check_at: inMinutes(30) })];
  await wait(15 * MINUTE - 1);
  expect(queryDialog()).not.toBeInTheDocument();
  await wait(1);
  expect(screen.getByTestId('reality-check-time')).toHaveTextContent('1 hour 20 minutes');
});

it('Escape continues', async () => {
  serve(check(), DUE);
  await renderChecks();
  await wait(15 * MINUTE);

  await user().keyboard('{Escape}');
  await wait(0);

  expect(queryDialog()).not.toBeInTheDocument();
  expect(calledPaths(fetchMock)).toContain('/responsible-gambling/reality-check/acknowledge');
});

it('View activity answers the check and opens the activity page', async () => {
  serve(check(), DUE);
  await renderChecks();
  await wait(15 * MINUTE);

  await user().click(within(dialog()).getByRole('button', { name: 'View activity' }));
  await wait(0);

  expect(calledPaths(fetchMock)).toContain('/responsible-gambling/reality-check/acknowledge');
  expect(window.location.pathname).toBe('/account/activity');
  expect(queryDialog()).not.toBeInTheDocument();
});

it('Log out ends the session', async () => {
  serve(check(), DUE);
  await renderChecks();
  await wait(15 * MINUTE);

  await user().click(within(dialog()).getByRole('button', { name: 'Log out' }));
  await wait(0);

  expect(session$.getValue().token).toBeNull();
  expect(calledPaths(fetchMock)).toContain('/auth');
  expect(calledPaths(fetchMock)).not.toContain('/responsible-gambling/reality-check/acknowledge');
});

it('keeps the dialog open and says why when the answer is not saved', async () => {
  serve(check(), DUE);
  mockRoutes(fetchMock, {
    [READ]: () => fakeResponse({ body: { data: reads.length > 1 ? reads.shift() : reads[0] } }),
    [ACKNOWLEDGE]: () =>
      fakeResponse({ status: 503, body: { errors: { error: ['Try again in a moment.'] } } }),
  });
  await renderChecks();
  await wait(15 * MINUTE);

  await user().click(within(dialog()).getByRole('button', { name: 'Continue' }));
  await wait(0);

  expect(within(dialog()).getByRole('alert')).toHaveTextContent('Try again in a moment.');
});

it('never shows while the interval is off', async () => {
  serve(check({ interval_minutes: 0, next_check_at: null }));
  await renderChecks();

  await wait(24 * 60 * MINUTE);

  expect(queryDialog()).not.toBeInTheDocument();
  expect(calledPaths(fetchMock)).toEqual(['/responsible-gambling/reality-check']);
});

it('follows a new interval the server publishes', async () => {
  serve(check(), check({ interval_minutes: 60, next_check_at: inMinutes(60) }), DUE);
  await renderChecks();

  publish(check({ interval_minutes: 60, next_check_at: inMinutes(60) }));
  await wait(59 * MINUTE);
  expect(queryDialog()).not.toBeInTheDocument();
  await wait(MINUTE);

  expect(dialog()).toBeInTheDocument();
});

it('catches up with a change whose event was missed when the channel is subscribed again', async () => {
  serve(
    check({ interval_minutes: 0, next_check_at: null }),
    check({ next_check_at: inMinutes(5) }),
    DUE,
  );
  await renderChecks();
  await wait(10 * MINUTE);
  expect(queryDialog()).not.toBeInTheDocument();

  act(() => userChannelSubscribed$.next());
  await wait(5 * MINUTE);

  expect(dialog()).toBeInTheDocument();
});

it('follows an update that arrives while the first reading is on its way', async () => {
  // The server counted the reading before the player chose checks every 15 minutes on another
  // device; its answer arrives after that change's event.
  mockRoutes(fetchMock, {
    [READ]: () =>
      new Promise((resolve) =>
        setTimeout(
          () =>
            resolve(
              fakeResponse({ body: { data: check({ interval_minutes: 0, next_check_at: null }) } }),
            ),
          2000,
        ),
      ),
  });
  await renderChecks();
  publish(check());
  serve(DUE);

  await wait(15 * MINUTE);

  expect(dialog()).toBeInTheDocument();
});

it('waits for the later time when the check was answered on another device', async () => {
  // The event of the other device's answer was missed: the reading when due says when next.
  serve(check(), check({ next_check_at: inMinutes(25) }), DUE);
  await renderChecks();

  await wait(15 * MINUTE);
  expect(queryDialog()).not.toBeInTheDocument();
  await wait(10 * MINUTE);

  expect(dialog()).toBeInTheDocument();
});

it('closes when the check is answered on another device', async () => {
  serve(check(), DUE);
  await renderChecks();
  await wait(15 * MINUTE);
  expect(dialog()).toBeInTheDocument();

  publish(check({ next_check_at: inMinutes(30) }));

  expect(queryDialog()).not.toBeInTheDocument();
});

it('is not checked for a visitor who is signed out', async () => {
  resetShell();
  serve(check({ next_check_at: inMinutes(0) }));
  render(<Header />);

  await wait(60 * MINUTE);

  expect(queryDialog()).not.toBeInTheDocument();
  expect(calledPaths(fetchMock)).not.toContain('/responsible-gambling/reality-check');
});
