// The browser test of the production topology (topology/README.md), apart from the default browser
// run: npx playwright test -c tests/topology/playwright.config.ts (from e2e/). The test starts the
// topology itself (on TOPOLOGY_PORT_BASE, default 9880), as it kills one of its API instances.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: 'player-flow.topology.ts',
  outputDir: '../../test-results/topology',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
