import { navigateToUrl } from 'single-spa';
import { navigate } from './navigate';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

it('goes to a page through single-spa, which re-routes the layout', () => {
  navigate('/account/profile');
  expect(navigateToUrl).toHaveBeenCalledWith('/account/profile');
});

it('replaces the current entry for a redirect, keeping the history state', () => {
  window.history.pushState({ kept: true }, '', '/account');
  const before = window.history.length;

  navigate('/account/profile', { replace: true });

  expect(window.location.pathname).toBe('/account/profile');
  expect(window.history.length).toBe(before);
  expect(window.history.state).toEqual({ kept: true });
  expect(navigateToUrl).not.toHaveBeenCalled();
});
