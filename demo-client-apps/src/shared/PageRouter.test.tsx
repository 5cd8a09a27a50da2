import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { PageRouter } from './PageRouter';

const routes = (
  <Routes>
    <Route index element={<Link to="/my-bets">Go to My Bets</Link>} />
    <Route path="my-bets" element={<h1>My Bets page</h1>} />
  </Routes>
);

afterEach(() => window.history.replaceState(null, '', '/'));

it('mounts without touching the history and follows the page URL the portal changes', () => {
  window.history.replaceState(null, '', '/betting');
  const replaceState = jest.spyOn(window.history, 'replaceState');
  const pushState = jest.spyOn(window.history, 'pushState');

  render(<PageRouter basename="/betting">{routes}</PageRouter>);

  expect(screen.getByRole('link', { name: 'Go to My Bets' })).toHaveAttribute(
    'href',
    '/betting/my-bets',
  );
  expect(replaceState).not.toHaveBeenCalled();
  expect(pushState).not.toHaveBeenCalled();

  act(() => {
    window.history.pushState(null, '', '/betting/my-bets');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.getByRole('heading', { name: 'My Bets page' })).toBeInTheDocument();
});

it('pushes the page URL when a link of the app is followed', async () => {
  window.history.replaceState(null, '', '/betting');
  render(<PageRouter basename="/betting">{routes}</PageRouter>);

  await userEvent.click(screen.getByRole('link', { name: 'Go to My Bets' }));

  expect(window.location.pathname).toBe('/betting/my-bets');
});
