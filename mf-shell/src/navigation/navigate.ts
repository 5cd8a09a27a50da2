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
