import { navigateToUrl } from 'single-spa';

/**
 * Goes to a page of the portal without loading the page: single-spa re-routes the layout and the
 * router of each mounted micro-frontend follows. `replace` replaces the current history entry (a
 * redirect: Back does not return to the page that redirected). Inside one micro-frontend, its own
 * react-router `useNavigate` moves between its routes.
 */
export function navigate(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', url);
  else navigateToUrl(url);
}
