import { navigateToUrl } from 'single-spa';

/** Goes to a URL through single-spa, so the layout re-routes without a page load. */
export function navigate(url: string) {
  navigateToUrl(url);
}

/**
 * Replaces the current URL (a redirect: Back does not return to the page that redirected).
 * single-spa patches history.replaceState, so the layout re-routes just as with navigateToUrl.
 */
export function redirect(url: string) {
  window.history.replaceState(window.history.state, '', url);
}

/** True when `pathname` is `prefix` itself or lies below it (`/betting`, `/betting/my-bets`). */
export function isUnder(pathname: string, prefix: string) {
  const base = prefix.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
