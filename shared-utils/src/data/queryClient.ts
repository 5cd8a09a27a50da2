import type { QueryClient } from '@tanstack/react-query';
import { mirrorCurrentUser } from './currentUserQuery';
import { queryDefaults } from './queryDefaults';
import { loadedQueryLibrary, loadQueryLibrary, type QueryLibrary } from './queryLibrary';

let client: QueryClient | null = null;

/** The one QueryClient of the page, made the first time it is asked for. */
function pageQueryClient(library: QueryLibrary): QueryClient {
  if (!client) {
    client = new library.QueryClient({ defaultOptions: queryDefaults });
    mirrorCurrentUser(client);
  }
  return client;
}

/** The page's QueryClient when the query library is on the page, else null (nothing is cached). */
export function currentQueryClient(): QueryClient | null {
  const library = client ? null : loadedQueryLibrary();
  return library ? pageQueryClient(library) : client;
}

/**
 * The page's QueryClient, loading the query library first when no module has yet: for code outside
 * React (after a mutation, say). Components take it from `useQueryClient()`.
 */
export async function getQueryClient(): Promise<QueryClient> {
  return currentQueryClient() ?? pageQueryClient(await loadQueryLibrary());
}

/** Forgets every cached answer: the session has ended, nothing of the player's may be shown. */
export function clearQueryCache(): void {
  client?.clear();
}
