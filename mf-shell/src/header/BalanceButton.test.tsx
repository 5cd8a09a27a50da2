import { startSession } from '@portal/shared-utils';
import { calledPaths, FakePusher, installFetchMock } from '@portal/shared-utils/testing';
import { act, render, screen } from '@testing-library/react';
import { resetShell, signIn } from '../test-utils/testing';
import { Header } from './Header';

jest.mock('pusher-js', () => ({
  __esModule: true,
  default: jest.requireActual('@portal/shared-utils/testing').FakePusher,
}));

/** Lets the lazily loaded realtime client and the signed-in header arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it('shows the balance a wallet.balance.updated event carries, with no read of the user', async () => {
  resetShell();
  // The calls of the session's start (the user, the client summaries) stay unanswered.
  const fetchMock = installFetchMock().mockReturnValue(new Promise<Response>(() => undefined));
  signIn();
  startSession();
  render(<Header />);
  const balance = await screen.findByTestId('balance-button');
  await settle();
  expect(balance).toHaveTextContent('$1,250.50');
  const channel = FakePusher.instances.at(-1)?.channels.get('private-user.5');
  if (!channel) throw new Error("the player's private channel is not subscribed");
  fetchMock.mockClear();

  act(() => channel.emit('wallet.balance.updated', { balance: 20000, available_balance: 15000 }));

  expect(balance).toHaveTextContent('$200.00');
  // Only the net position strip reads again (its figures follow money moves); the balance needs no call.
  expect(calledPaths(fetchMock)).toEqual(['/activity/net-position']);
});
