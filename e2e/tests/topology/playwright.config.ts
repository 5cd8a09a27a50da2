// The browser tests of the production topology (topology/README.md), apart from the default browser
// run: npx playwright test -c tests/topology/playwright.config.ts (from e2e/). The tests start the
// topology themselves (topologyTest.ts, on TOPOLOGY_PORT_BASE, default 9880), once for the run, as
// they kill one of its API instances and read its sandbox outbox and logs over IPC.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.topology.ts',
  outputDir: '../../test-results/topology',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
