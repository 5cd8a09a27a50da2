import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** Where the page is, below the client app's base path. */
export interface PageLocation {
  /** The base path the host gives, which the app's own links start with. */
  basename: string;
  /** The path below the base path: '/' at the base path itself, with no trailing slash. */
  path: string;
  hash: string;
}

const PageLocationContext = createContext<PageLocation | null>(null);

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentUrl = () => `${window.location.pathname}${window.location.hash}`;

/**
 * The path of `pathname` below `basename`, or null when it is outside it. The base path matches
 * whatever its case, as the client apps' routes do (react-router's rule, which they used to run on).
 */
export function pathBelow(pathname: string, basename: string): string | null {
  const base = basename.replace(/\/+$/, '');
  if (pathname.slice(0, base.length).toLowerCase() !== base.toLowerCase()) return null;
  const rest = pathname.slice(base.length);
  if (rest !== '' && !rest.startsWith('/')) return null;
  return rest.replace(/\/+$/, '') || '/';
}

/**
 * The page's URL as the portal drives it: single-spa's history calls announce every change with a
 * popstate event, which this router follows. It writes nothing to the history when it mounts, so
 * mounting the client app is never a navigation of the portal's page. Outside `basename` it
 * renders nothing.
 */
export function PageRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const url = useSyncExternalStore(subscribe, currentUrl);
  const location = useMemo(() => {
    const { pathname, hash } = new URL(url, window.location.origin);
    const path = pathBelow(pathname, basename);
    return path === null ? null : { basename, path, hash };
  }, [url, basename]);
  if (!location) return null;
  return <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>;
}

/** The page's location below the client app's base path (inside PageRouter). */
export function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (!location) throw new Error('usePageLocation needs a PageRouter above it.');
  return location;
}
