import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLink } from './PageLink';
import { pathBelow, PageRouter, usePageLocation } from './PageRouter';

function Pages() {
  const { path, hash } = usePageLocation();
  if (path === '/') return <PageLink to="/my-bets">Go to My Bets</PageLink>;
  return <h1>{`Page ${path}${hash}`}</h1>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('mounts without touching the history and follows the page URL the portal changes', () => {
  window.history.replaceState(null, '', '/betting');
  const replaceState = jest.spyOn(window.history, 'replaceState');
  const pushState = jest.spyOn(window.history, 'pushState');

  render(
    <PageRouter basename="/betting">
      <Pages />
    </PageRouter>,
  );

  expect(screen.getByRole('link', { name: 'Go to My Bets' })).toHaveAttribute(
    'href',
    '/betting/my-bets',
  );
  expect(replaceState).not.toHaveBeenCalled();
  expect(pushState).not.toHaveBeenCalled();

  act(() => {
    window.history.pushState(null, '', '/betting/my-bets#top');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.getByRole('heading', { name: 'Page /my-bets#top' })).toBeInTheDocument();
});

it('pushes the page URL when a link of the app is followed', async () => {
  window.history.replaceState(null, '', '/betting');
  render(
    <PageRouter basename="/betting">
      <Pages />
    </PageRouter>,
  );

  await userEvent.click(screen.getByRole('link', { name: 'Go to My Bets' }));

  expect(window.location.pathname).toBe('/betting/my-bets');
});

it('takes the path below the base path whatever its case and trailing slash', () => {
  expect(pathBelow('/betting', '/betting')).toBe('/');
  expect(pathBelow('/betting/', '/betting')).toBe('/');
  expect(pathBelow('/Betting/My-Bets/', '/betting')).toBe('/My-Bets');
  expect(pathBelow('/bettingx', '/betting')).toBeNull();
  expect(pathBelow('/fantasy', '/betting')).toBeNull();
});
