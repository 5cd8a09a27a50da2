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

// Every run starts the composed portal (scripts/serve.mjs) on its own ports with a fresh database.
const DATA_DIRS = {
  portal: dataDir('E2E_DATA_DIR', 'portal-e2e-'),
  us: dataDir('E2E_US_DATA_DIR', 'portal-e2e-us-'),
  inactivity: dataDir('E2E_INACTIVITY_DATA_DIR', 'portal-e2e-idle-'),
  terms: dataDir('E2E_TERMS_DATA_DIR', 'portal-e2e-terms-'),
  shortToken: dataDir('E2E_SHORT_TOKEN_DATA_DIR', 'portal-e2e-short-'),
  compat: dataDir('E2E_COMPAT_DATA_DIR', 'portal-e2e-compat-'),
  outage: dataDir('E2E_OUTAGE_DATA_DIR', 'portal-e2e-outage-'),
};
/** The compat portal's CDN folder, which scripts/serve-compat.mjs publishes before serving it. */
const COMPAT_CDN_DIR = dataDir('E2E_COMPAT_CDN_DIR', 'portal-e2e-compat-cdn-');

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

/**
 * The tests that need a portal of their own: other runtime config (US region, inactivity), or
 * data changes that would disturb every other test (a new terms version). The US portal runs the US
 * sign-up (auth/us), the US deposit and withdraw flows (deposit/us, withdraw/us) and the location
 * check against its location simulator (location/) and sweeps the US screens for accessibility (a11y/us).
 */
const US_TESTS = /((a11y|auth|deposit|withdraw|responsible-gambling)\/us|location)\/.*\.spec\.ts$/;
const INACTIVITY_TESTS = /auth\/inactivity\/.*\.spec\.ts$/;
const TERMS_TESTS = /auth\/terms-version\/.*\.spec\.ts$/;
const SHORT_TOKEN_TESTS = /auth\/short-token\/.*\.spec\.ts$/;
/** The previous published micro-frontends against today's shared-utils (e2e/fixtures/published). */
const COMPAT_TESTS = /compat\/.*\.spec\.ts$/;
/** The API and the realtime server going down and coming back, one outage at a time. */
const OUTAGE_TESTS = /failure-isolation\/outages\.spec\.ts$/;

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
    trace: 'retain-on-failure',
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
      testIgnore: [
        US_TESTS,
        INACTIVITY_TESTS,
        TERMS_TESTS,
        SHORT_TOKEN_TESTS,
        COMPAT_TESTS,
        OUTAGE_TESTS,
      ],
    },
    {
      name: 'us',
      testMatch: US_TESTS,
      // The location simulator's certificate is self-signed, made when it starts.
      use: { baseURL: `http://localhost:${US_PORTS.portal}`, ignoreHTTPSErrors: true },
    },
    {
      name: 'inactivity',
      testMatch: INACTIVITY_TESTS,
      use: { baseURL: `http://localhost:${INACTIVITY_PORTS.portal}` },
    },
    {
      name: 'terms',
      testMatch: TERMS_TESTS,
      use: { baseURL: `http://localhost:${TERMS_PORTS.portal}` },
    },
    {
      name: 'short-token',
      testMatch: SHORT_TOKEN_TESTS,
      use: { baseURL: `http://localhost:${SHORT_TOKEN_PORTS.portal}` },
    },
    {
      name: 'compat',
      testMatch: COMPAT_TESTS,
      use: { baseURL: `http://localhost:${COMPAT_PORTS.portal}` },
    },
    {
      name: 'outage',
      testMatch: OUTAGE_TESTS,
      // Its tests take the portal's services down in turn: one at a time.
      fullyParallel: false,
      use: { baseURL: `http://localhost:${OUTAGE_PORTS.portal}` },
    },
  ],
  webServer: [
    portalServer(PORTS, DATA_DIRS.portal),
    portalServer(US_PORTS, DATA_DIRS.us, {
      PORTAL_REGION: 'US',
      // The location client tries the run's own ports; the simulator listens on one of them.
      PORTAL_LOCATION_PORTS: LOCATION_PORTS.join(','),
      LOCATION_SIMULATOR_PORT: String(SIMULATOR_PORT),
    }),
    portalServer(INACTIVITY_PORTS, DATA_DIRS.inactivity, {
      PORTAL_INACTIVITY_TIMEOUT_MS: String(INACTIVITY_TIMEOUT_MS),
    }),
    portalServer(TERMS_PORTS, DATA_DIRS.terms),
    portalServer(SHORT_TOKEN_PORTS, DATA_DIRS.shortToken, {
      TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS),
    }),
    portalServer(COMPAT_PORTS, DATA_DIRS.compat, { COMPAT_CDN_DIR }, '../scripts/serve-compat.mjs'),
    portalServer(
      OUTAGE_PORTS,
      DATA_DIRS.outage,
      {
        OUTAGE_API_PROXY_PORT: String(OUTAGE_PROXY.apiPort),
        OUTAGE_REALTIME_PROXY_HOST: OUTAGE_PROXY.realtimeHost,
        OUTAGE_CONTROL_PORT: String(OUTAGE_PROXY.controlPort),
      },
      'tests/support/outagePortal.mjs',
    ),
  ],
});
