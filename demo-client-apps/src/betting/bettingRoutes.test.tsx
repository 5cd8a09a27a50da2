import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser } from '@portal/shared-utils/testing';
import { fakePortal, renderClientApp } from '../test-utils/renderClientApp';
import { bettingRoutes } from './bettingRoutes';

it('shows the live balance and opens the portal deposit modal', async () => {
  const { props, user$ } = fakePortal(1, 'Betting', 125_050);
  renderClientApp(bettingRoutes, '/', props);

  expect(screen.getByRole('heading', { level: 1, name: 'Betting' })).toBeInTheDocument();
  expect(screen.getByTestId('client-app-balance')).toHaveTextContent('$1250.50');
  act(() => user$.next(testUser({ balance: 135_050 })));
  expect(screen.getByTestId('client-app-balance')).toHaveTextContent('$1350.50');

  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(props.openModal).toHaveBeenCalledWith('deposit');
});

it('asks a signed-out player to log in through the portal login modal', async () => {
  const { props } = fakePortal(1, 'Betting', null);
  renderClientApp(bettingRoutes, '/my-bets', props);

  expect(screen.getByRole('heading', { level: 1, name: 'My Bets' })).toBeInTheDocument();
  expect(screen.getByText('Log in to see your bets.')).toBeInTheDocument();
  expect(screen.queryByTestId('client-app-balance')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(props.openModal).toHaveBeenCalledWith('login');
});

it('counts the active bets of the client summary, as the header badge does', () => {
  const { props, clientSummaries$ } = fakePortal(1, 'Betting', 0);
  clientSummaries$.next({ 1: { active_bet_count: 3 }, 2: { active_contest_count: 9 } });
  renderClientApp(bettingRoutes, '/my-bets', props);

  expect(screen.getByText('You have 3 active bets.')).toBeInTheDocument();
  act(() => clientSummaries$.next({ 1: { active_bet_count: 1 } }));
  expect(screen.getByText('You have 1 active bet.')).toBeInTheDocument();
});

it('takes /#livechat to the focused Live Chat section', () => {
  const { props } = fakePortal(1, 'Betting', null);
  Element.prototype.scrollIntoView = jest.fn();
  renderClientApp(bettingRoutes, '/#livechat', props);

  expect(screen.getByRole('region', { name: 'Live Chat' })).toHaveFocus();
});

it('says so for a path it has no page for, with a link home', () => {
  const { props } = fakePortal(1, 'Betting', null);
  renderClientApp(bettingRoutes, '/racing/unknown', props);

  expect(screen.getByText('This page does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Betting' })).toHaveAttribute('href', '/betting');
});
