import type { QueryClient } from '@tanstack/react-query';
import { refreshUser } from '../session/refreshUser';
import { user$ } from '../streams/user';
import { queryOptions } from './queryOptions';

/**
 * GET /users/current as a query: the same read as refreshUser, whose answer goes to user$ as well.
 * A failed read keeps the user shown (profile errors are swallowed, spec 1 §4); null when signed out.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['users', 'current'] as const,
  queryFn: async () => (await refreshUser()) ?? user$.getValue(),
});

/** Keeps the cached current user equal to user$: a realtime balance, a profile change, a logout. */
export function mirrorCurrentUser(client: QueryClient): void {
  user$.subscribe((user) => client.setQueryData(currentUserQuery.queryKey, user));
}
