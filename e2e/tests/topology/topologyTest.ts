// The test of the topology's spec files: one topology per worker (the config runs one worker, so one
// for the whole run), started before its first test and stopped after its last. A failed test ends
// its worker, and the next worker starts a fresh topology. Pages open on the portal's origin, and
// `api` calls the API through its load balancer as the portal's brand. (Each fixture's callback is
// named `provide`, not `use`, which the React hooks lint rule would take for React's.)
import { test as base, request, type APIRequestContext } from '@playwright/test';
import { startTopologyProcess, type TopologyProcess } from './topologyProcess';

export const test = base.extend<{ api: APIRequestContext }, { topology: TopologyProcess }>({
  topology: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, provide) => {
      const topology = await startTopologyProcess();
      await provide(topology);
      await topology.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ topology }, provide) => provide(topology.urls.portal),
  api: async ({ topology }, provide) => {
    // Without the development routes the API answers no call that names no brand.
    const api = await request.newContext({
      baseURL: topology.urls.api,
      extraHTTPHeaders: { 'X-Product': new URL(topology.urls.portal).hostname },
    });
    await provide(api);
    await api.dispose();
  },
});

export { expect } from '@playwright/test';
