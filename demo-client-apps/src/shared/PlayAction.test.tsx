import {
  fakeResponse,
  installFetchMock,
  requestHeaders,
  type FetchMock,
} from '@portal/shared-utils/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bettingRoutes } from '../betting/bettingRoutes';
import { fantasyRoutes } from '../fantasy/fantasyRoutes';
import { fakePortal, renderClientApp, TOKEN } from '../test-utils/renderClientApp';

const BET = 'Bet $10.00 on Sydney Swans, Sydney Swans v Collingwood Magpies';
let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFetchMock();
  Object.defineProperty(globalThis.crypto, 'randomUUID', {
    configurable: true,
    value: jest
      .fn()
      .mockReturnValueOnce('11111111-1111-4111-8111-111111111111')
      .mockReturnValueOnce('22222222-2222-4222-8222-222222222222'),
  });
});

const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body));

function renderBetting(balance: number | null = 5_000) {
  const { props } = fakePortal(1, 'Betting', balance);
  renderClientApp(bettingRoutes, '/', props);
  return props;
}

it('places a bet through the platform with the player session, and says what it took', async () => {
  fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: { amount: 1000 } }));
  renderBetting();

  await userEvent.click(screen.getByRole('button', { name: BET }));

  expect(await screen.findByText('Bet placed: $10.00 on Sydney Swans at 1.85.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(fetchMock.mock.calls[0][0]).toBe('http://apps.example.test/platform/bets');
  expect(requestHeaders(fetchMock).get('authorization')).toBe(`Bearer ${TOKEN}`);
  // The platform decides the stake: the browser names only the event and the attempt.
  expect(sentBody(0)).toEqual({
    event_id: 'm1',
    attempt: '11111111-1111-4111-8111-111111111111',
  });
});

it('shows the refusal the platform gives, and a new attempt is a new bet', async () => {
  fetchMock
    .mockResolvedValueOnce(
      fakeResponse({
        status: 422,
        body: { message: 'This would take you over your spending limit.' },
      }),
    )
    .mockResolvedValueOnce(fakeResponse({ status: 201, body: { amount: 1000 } }));
  renderBetting();

  await userEvent.click(screen.getByRole('button', { name: BET }));
  expect(await screen.findByText('This would take you over your spending limit.')).toHaveAttribute(
    'role',
    'alert',
  );
  await userEvent.click(screen.getByRole('button', { name: BET }));

  expect(
    await screen.findByText('Bet placed: $10.00 on Sydney Swans at 1.85.'),
  ).toBeInTheDocument();
  expect(sentBody(1).attempt).toBe('22222222-2222-4222-8222-222222222222');
});

it('tries again with the same attempt after an answer that did not come, so one stake is taken', async () => {
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(fakeResponse({ status: 200, body: { amount: 1000 } }));
  renderBetting();

  await userEvent.click(screen.getByRole('button', { name: BET }));
  expect(
    await screen.findByText('Could not connect. Check your connection and try again.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: BET }));

  expect(
    await screen.findByText('Bet placed: $10.00 on Sydney Swans at 1.85.'),
  ).toBeInTheDocument();
  expect(sentBody(1).attempt).toBe(sentBody(0).attempt);
});

it('opens the portal login modal for a signed-out player, and calls nothing', async () => {
  const props = renderBetting(null);

  await userEvent.click(screen.getByRole('button', { name: BET }));

  expect(props.openModal).toHaveBeenCalledWith('login');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('enters a contest through the fantasy platform', async () => {
  fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: { amount: 2000 } }));
  const { props } = fakePortal(2, 'Fantasy', 5_000);
  renderClientApp(fantasyRoutes, '/', props);

  await userEvent.click(screen.getByRole('button', { name: 'Enter NRL Head to Head' }));

  expect(await screen.findByText('Entered NRL Head to Head for $20.00.')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe('http://apps.example.test/platform/entries');
  expect(sentBody(0)).toEqual({
    contest_id: 'c2',
    attempt: '11111111-1111-4111-8111-111111111111',
  });
});
