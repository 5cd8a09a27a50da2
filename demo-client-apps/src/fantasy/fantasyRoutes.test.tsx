import { screen } from '@testing-library/react';
import { fakePortal, renderClientApp } from '../test-utils/renderClientApp';
import { fantasyRoutes } from './fantasyRoutes';

it('lists the featured contests with their entry and prizes in the portal money format', () => {
  const { props } = fakePortal(2, 'Fantasy', null);
  renderClientApp(fantasyRoutes, '/', props);

  expect(screen.getByRole('heading', { level: 1, name: 'Fantasy' })).toBeInTheDocument();
  expect(screen.getByText('AFL Round 12 Showdown')).toBeInTheDocument();
  expect(screen.getByText('Prizes $10000.00')).toBeInTheDocument();
});

it('counts the active contests of the fantasy client summary', () => {
  const { props, clientSummaries$ } = fakePortal(2, 'Fantasy', 500);
  clientSummaries$.next({ 1: { active_bet_count: 3 }, 2: { active_contest_count: 2 } });
  renderClientApp(fantasyRoutes, '/my-contests', props);

  expect(screen.getByText('You are entered in 2 active contests.')).toBeInTheDocument();
  expect(screen.getByTestId('client-app-balance')).toHaveTextContent('$5.00');
});

it('shows My Teams and History (/account/history) to a signed-in player only', () => {
  const signedOut = fakePortal(2, 'Fantasy', null);
  const { unmount } = renderClientApp(fantasyRoutes, '/account/history', signedOut.props);
  expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
  expect(screen.getByText('Log in to see your contest history.')).toBeInTheDocument();
  unmount();

  const signedIn = fakePortal(2, 'Fantasy', 0);
  renderClientApp(fantasyRoutes, '/my-teams', signedIn.props);
  expect(screen.getByRole('heading', { level: 1, name: 'My Teams' })).toBeInTheDocument();
  expect(screen.getByText(/You have no saved teams/)).toBeInTheDocument();
});
