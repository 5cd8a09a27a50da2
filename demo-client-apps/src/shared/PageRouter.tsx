import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentUrl = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;
const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The page's history as the portal drives it: single-spa's history calls announce every change
 * with a popstate event, which this router follows. Unlike BrowserRouter it writes nothing to the
 * history when it mounts, so mounting the client app is never a navigation of the portal's page.
 */
const pageNavigator: Navigator = {
  createHref: href,
  push: (to) => window.history.pushState(null, '', href(to)),
  replace: (to) => window.history.replaceState(null, '', href(to)),
  go: (delta) => window.history.go(delta),
};

/** Routes `children` under `basename` by the page's URL. */
export function PageRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const url = useSyncExternalStore(subscribe, currentUrl);
  const location = useMemo(() => {
    const { pathname, search, hash } = new URL(url, window.location.origin);
    return { pathname, search, hash, state: null, key: 'page' };
  }, [url]);
  return (
    <Router basename={basename} location={location} navigator={pageNavigator}>
      {children}
    </Router>
  );
}
