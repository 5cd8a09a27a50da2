import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  COMPAT_PORTS,
  INACTIVITY_PORTS,
  INACTIVITY_TIMEOUT_MS,
  OUTAGE_PORTS,
  OUTAGE_PROXY,
  PORTS,
  SHORT_TOKEN_PORTS,
  SHORT_TOKEN_TTL_SECONDS,
  TERMS_PORTS,
  US_PORTS,
} from './tests/support/ports';
import { LOCATION_PORTS, SIMULATOR_PORT } from './tests/location/simulator';
import {
  OWN_PORTAL_TESTS,
  portalsOf,
  selectedProjects,
  type Project,
} from './tests/support/projects.mjs';

/**
 * A fresh folder (a database, the compat CDN) for one test portal, named by `variable` so the test
 * workers (which load this config again) share it. The process that creates it removes it when the
 * run ends, after the portals are stopped; a folder given in the environment is the caller's to keep.
 */
function dataDir(variable: string, prefix: string): string {
  const given = process.env[variable];
  if (given) return given;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env[variable] = dir;
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
  return dir;
}

type Ports = typeof PORTS;

/**
 * A portal (static host, API and realtime) on its own ports and database, with extra environment,
 * served by `script` (a path from the e2e folder).
 */
function portalServer(
  ports: Ports,
  dataDir: string,
  env: Record<string, string> = {},
  script = '../scripts/serve.mjs',
) {
  return {
    command: `node ${script}`,
    url: `http://localhost:${ports.portal}/import-map.json`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(ports.portal),
      API_PORT: String(ports.api),
      REALTIME_PORT: String(ports.realtime),
      DATA_DIR: dataDir,
      // The tests read the sandbox outbox and credit wallets through the API's /dev/* routes.
      PORTAL_DEV_ROUTES: '1',
      // Every test player comes from 127.0.0.1: the per-IP limits are for one person, not a suite.
      SIGNUP_THROTTLE_PER_IP: '10000',
      LOGIN_THROTTLE_PER_IP: '10000',
      ...env,
    },
  };
}

// Every portal a run starts (scripts/serve.mjs) is on its own ports with a fresh database, made when
// the portal is: a run of some projects only (E2E_PROJECTS, set by scripts/e2e.mjs) starts theirs.
const PORTALS: Record<Project, () => ReturnType<typeof portalServer>> = {
  portal: () =>
    portalServer(PORTS, dataDir('E2E_DATA_DIR', 'portal-e2e-'), {
      // The monthly statement job runs every few seconds and on any day of the month, so that the
      // demo players' statements of last month and their e-mails are there whatever the date.
      MONTHLY_STATEMENT_INTERVAL_MS: '3000',
      MONTHLY_STATEMENT_DAYS: '31',
      // The demo platforms pay a bet or an entry a second after taking it.
      DEMO_PLATFORM_SETTLE_MS: '1000',
    }),
  us: () =>
    portalServer(US_PORTS, dataDir('E2E_US_DATA_DIR', 'portal-e2e-us-'), {
      PORTAL_REGION: 'US',
      // Credit cards refused, as Ohio's setting would refuse them (docs/deposits-api.md, card
      // funding), so that a browser test sees a state's rule refuse one before any charge.
      CARD_FUNDING_REFUSED_IA: 'credit',
      // The location client tries the run's own ports; the simulator listens on one of them.
      PORTAL_LOCATION_PORTS: LOCATION_PORTS.join(','),
      LOCATION_SIMULATOR_PORT: String(SIMULATOR_PORT),
    }),
  inactivity: () =>
    portalServer(INACTIVITY_PORTS, dataDir('E2E_INACTIVITY_DATA_DIR', 'portal-e2e-idle-'), {
      PORTAL_INACTIVITY_TIMEOUT_MS: String(INACTIVITY_TIMEOUT_MS),
    }),
  terms: () => portalServer(TERMS_PORTS, dataDir('E2E_TERMS_DATA_DIR', 'portal-e2e-terms-')),
  'short-token': () =>
    portalServer(SHORT_TOKEN_PORTS, dataDir('E2E_SHORT_TOKEN_DATA_DIR', 'portal-e2e-short-'), {
      TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS),
    }),
  compat: () =>
    portalServer(
      COMPAT_PORTS,
      dataDir('E2E_COMPAT_DATA_DIR', 'portal-e2e-compat-'),
      // The compat portal's CDN folder, which scripts/serve-compat.mjs publishes before serving it.
      { COMPAT_CDN_DIR: dataDir('E2E_COMPAT_CDN_DIR', 'portal-e2e-compat-cdn-') },
      '../scripts/serve-compat.mjs',
    ),
  outage: () =>
    portalServer(
      OUTAGE_PORTS,
      dataDir('E2E_OUTAGE_DATA_DIR', 'portal-e2e-outage-'),
      {
        OUTAGE_API_PROXY_PORT: String(OUTAGE_PROXY.apiPort),
        OUTAGE_REALTIME_PROXY_HOST: OUTAGE_PROXY.realtimeHost,
        OUTAGE_CONTROL_PORT: String(OUTAGE_PROXY.controlPort),
      },
      'tests/support/outagePortal.mjs',
    ),
};

const PROJECTS = selectedProjects();
const STARTED = [...new Set(PROJECTS.flatMap(portalsOf))];

export default defineConfig({
  testDir: './tests',
  // Each run clears its output folder first, so runs on other ports (E2E_PORT_BASE) keep their own.
  outputDir: `test-results/${PORTS.portal}`,
  // Ceilings, not waits: every step waits for an event, and a loaded 2-core machine may be slow to
  // deliver it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.portal}`,
    browserName: 'chromium',
    // Off: recording one for every test made each test a quarter slower. A failing spec records
    // its own with `npm run e2e -- --trace retain-on-failure <spec>` (README).
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      name: 'portal',
      testIgnore: Object.values(OWN_PORTAL_TESTS),
    },
    {
      name: 'us',
      testMatch: OWN_PORTAL_TESTS.us,
      // The location simulator's certificate is self-signed, made when it starts.
      use: { baseURL: `http://localhost:${US_PORTS.portal}`, ignoreHTTPSErrors: true },
    },
    {
      name: 'inactivity',
      testMatch: OWN_PORTAL_TESTS.inactivity,
      use: { baseURL: `http://localhost:${INACTIVITY_PORTS.portal}` },
    },
    {
      name: 'terms',
      testMatch: OWN_PORTAL_TESTS.terms,
      use: { baseURL: `http://localhost:${TERMS_PORTS.portal}` },
    },
    {
      name: 'short-token',
      testMatch: OWN_PORTAL_TESTS['short-token'],
      use: { baseURL: `http://localhost:${SHORT_TOKEN_PORTS.portal}` },
    },
    {
      name: 'compat',
      testMatch: OWN_PORTAL_TESTS.compat,
      use: { baseURL: `http://localhost:${COMPAT_PORTS.portal}` },
    },
    {
      name: 'outage',
      testMatch: OWN_PORTAL_TESTS.outage,
      // Its tests take the portal's services down in turn: one at a time.
      fullyParallel: false,
      use: { baseURL: `http://localhost:${OUTAGE_PORTS.portal}` },
    },
  ].filter(({ name }) => PROJECTS.includes(name as Project)),
  webServer: STARTED.map((portal) => PORTALS[portal]()),
});
