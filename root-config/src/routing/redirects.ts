import { preferredClientApp, type PortalConfig } from '@portal/shared-utils';

export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where the portal sends a URL before any micro-frontend sees it (spec 1 §2):
 * "/" goes to the preferred client app keeping the query string, unless the landing route is exact;
 * "/account" goes to "/account/profile" on large screens only. Null means "stay".
 */
export function redirectTarget(
  location: Location,
  config: PortalConfig,
  largeScreen: boolean,
): string | null {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/' && !config.features.landingExact) {
    return `${preferredClientApp(config).link}${location.search}${location.hash}`;
  }
  if (path === '/account' && largeScreen) {
    return `/account/profile${location.search}${location.hash}`;
  }
  return null;
}

/**
 * Applies redirectTarget now and before every single-spa routing decision. It replaces the history entry
 * so Back does not bounce; single-spa's patched replaceState re-routes to the target.
 */
export function installRedirects(config: PortalConfig) {
  const apply = () => {
    const target = redirectTarget(
      window.location,
      config,
      window.matchMedia(LARGE_SCREEN_QUERY).matches,
    );
    if (target) window.history.replaceState(window.history.state, '', target);
  };
  apply();
  window.addEventListener('single-spa:before-routing-event', apply);
}
