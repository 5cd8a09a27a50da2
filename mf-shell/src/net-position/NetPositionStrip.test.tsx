import type { NetPosition } from '@portal/contract';
import { startSession } from '@portal/shared-utils';
import {
  calledPaths,
  FakePusher,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  testUser,
  type FetchMock,
} from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShell, signIn } from '../test-utils/testing';
import { Header } from '../header/Header';
import { NetPositionStrip } from './NetPositionStrip';

jest.mock('pusher-js', () => ({
  __esModule: true,
  default: jest.requireActual('@portal/shared-utils/testing').FakePusher,
}));

const AU_POSITION: NetPosition = { month: -2550, year: 1234567, lifetime: 0, collapsible: false };

let fetchMock: FetchMock;

/** Answers GET /activity/net-position with each of `positions` in turn (the last one from then on). */
function serveNetPositions(...positions: NetPosition[]) {
  const answers = [...positions];
  mockRoutes(fetchMock, {
    'GET /activity/net-position': () =>
      fakeResponse({ body: { data: answers.length > 1 ? answers.shift() : answers[0] } }),
  });
}

const strip = () => screen.getByRole('region', { name: 'Net result' });
const figure = (name: string) => within(strip()).getByText(name).nextElementSibling;

beforeEach(() => {
  resetShell();
  fetchMock = installFetchMock();
});

it("shows a signed-in player's net result this month, this year and since opening, under the header", async () => {
  serveNetPositions(AU_POSITION);
  signIn();
  render(<Header />);

  const region = await screen.findByRole('region', { name: 'Net result' });
  expect(await within(region).findByText('-$25.50')).toBeInTheDocument();
  expect(figure('This month')).toHaveTextContent('-$25.50');
  expect(figure('This year')).toHaveTextContent('$12,345.67');
  expect(figure('Since opening')).toHaveTextContent('$0.00');
  expect(within(strip()).getByRole('link', { name: 'View activity' })).toHaveAttribute(
    'href',
    '/account/activity',
  );
});

it('shows a loss in red and anything else in the text colour', async () => {
  serveNetPositions(AU_POSITION);
  render(<NetPositionStrip user={testUser()} />);

  expect(await within(strip()).findByText('-$25.50')).toHaveClass('loss');
  expect(within(strip()).getByText('$12,345.67')).not.toHaveClass('loss');
  expect(within(strip()).getByText('$0.00')).not.toHaveClass('loss');
});

it('is not shown to a visitor who is signed out', () => {
  render(<Header />);
  expect(screen.queryByRole('region', { name: 'Net result' })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('reads the figures again when a wallet.balance.updated event moves money, with no reload', async () => {
  serveNetPositions(AU_POSITION, { ...AU_POSITION, month: 47450, year: 1284567 });
  signIn();
  startSession();
  render(<Header />);
  const region = await screen.findByRole('region', { name: 'Net result' });
  await within(region).findByText('-$25.50');
  const channel = FakePusher.instances.at(-1)?.channels.get('private-user.5');
  if (!channel) throw new Error("the player's private channel is not subscribed");
  fetchMock.mockClear();

  act(() => channel.emit('wallet.balance.updated', { balance: 175050, available_balance: 175050 }));

  expect(await within(region).findByText('$474.50')).toBeInTheDocument();
  expect(figure('This year')).toHaveTextContent('$12,845.67');
  expect(calledPaths(fetchMock)).toEqual(['/activity/net-position']);
});

it('cannot be hidden where the net position must stay on screen (AU)', async () => {
  serveNetPositions(AU_POSITION);
  render(<NetPositionStrip user={testUser()} />);
  await within(strip()).findByText('-$25.50');
  expect(within(strip()).queryByRole('button')).not.toBeInTheDocument();
});

describe('where it may be hidden', () => {
  const US_POSITION: NetPosition = { ...AU_POSITION, collapsible: true };

  it("collapses and expands, and the player's choice outlasts a reload on this device", async () => {
    serveNetPositions(US_POSITION);
    const { unmount } = render(<NetPositionStrip user={testUser()} />);
    await within(strip()).findByText('-$25.50');
    const toggle = within(strip()).getByRole('button', { name: 'Net result' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(strip()).queryByText('-$25.50')).not.toBeInTheDocument();
    expect(within(strip()).getByRole('link', { name: 'View activity' })).toBeInTheDocument();

    unmount();
    render(<NetPositionStrip user={testUser()} />);
    const again = await within(strip()).findByRole('button', { name: 'Net result' });
    expect(again).toHaveAttribute('aria-expanded', 'false');
    expect(within(strip()).queryByText('This month')).not.toBeInTheDocument();

    await userEvent.click(again);
    expect(again).toHaveAttribute('aria-expanded', 'true');
    expect(figure('This month')).toHaveTextContent('-$25.50');
  });

  it('keeps one player’s choice from another on the same device', async () => {
    serveNetPositions(US_POSITION);
    const { unmount } = render(<NetPositionStrip user={testUser()} />);
    await userEvent.click(await within(strip()).findByRole('button', { name: 'Net result' }));
    unmount();

    render(<NetPositionStrip user={testUser({ id: 6 })} />);
    const toggle = await within(strip()).findByRole('button', { name: 'Net result' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(strip()).findByText('-$25.50')).toBeInTheDocument();
  });
});
