import * as ReactQuery from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryDefaults } from '../data/queryDefaults';
import type { FakeSystem } from './fakeSystem';

/**
 * Makes the fake SystemJS report the query library as loaded, as on a page where a micro-frontend
 * that uses TanStack Query has run: createLifecycles then provides the page's QueryClient.
 */
export function serveQueryLibrary(system: FakeSystem): void {
  system.get.mockImplementation((id) =>
    id === system.resolve('@tanstack/react-query') ? ReactQuery : undefined,
  );
}

/**
 * A fresh QueryClient with the page's defaults but no retries (a failure shows at once), and the
 * wrapper that provides it: `render(<Deposit />, { wrapper })` for a component that uses the hooks.
 */
export function queryWrapper() {
  const client = new ReactQuery.QueryClient({
    defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReactQuery.QueryClientProvider client={client}>{children}</ReactQuery.QueryClientProvider>
  );
  return { client, wrapper };
}
