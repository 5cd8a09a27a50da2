import { useState, type ReactNode } from 'react';
import { currentQueryClient } from './queryClient';
import { loadedQueryLibrary } from './queryLibrary';

/** The provider and client a tree gets, or null when the page has no query library. */
function pageProvider() {
  const library = loadedQueryLibrary();
  const client = currentQueryClient();
  return library && client ? { Provider: library.QueryClientProvider, client } : null;
}

/**
 * Provides the page's QueryClient to a micro-frontend's tree (createLifecycles wraps every root in
 * it), so its components use TanStack Query's hooks with nothing to set up. A micro-frontend that
 * imports the library runs after it has loaded, so its trees always get the provider; a tree of a
 * module that does not import it gets none and the signed-out first load never fetches the library.
 * Decided once per mount: the tree above the micro-frontend's root never changes shape.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const [provider] = useState(pageProvider);
  if (!provider) return children;
  return <provider.Provider client={provider.client}>{children}</provider.Provider>;
}
