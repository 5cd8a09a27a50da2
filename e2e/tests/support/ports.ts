/**
 * The browser tests' own ports, so they never meet a portal started with npm start. E2E_PORT_BASE
 * moves all three (portal, API, realtime) for parallel runs on one machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 9200);
export const PORTS = { portal: base, api: base + 1, realtime: base + 2 };
export const API_URL = `http://localhost:${PORTS.api}`;

/** The ports of a portal whose portal port is `portal` (API and realtime follow it). */
export function portsAt(portal: number) {
  return { portal, api: portal + 1, realtime: portal + 2 };
}

/** A second portal started with PORTAL_REGION=US for the US sign-up tests. */
export const US_PORTS = portsAt(base + 10);
/** A third portal with a short inactivity timeout (PORTAL_INACTIVITY_TIMEOUT_MS) for session expiry. */
export const INACTIVITY_PORTS = portsAt(base + 20);
export const INACTIVITY_TIMEOUT_MS = 8000;
/** A fourth portal where the terms test publishes a new terms version without disturbing others. */
export const TERMS_PORTS = portsAt(base + 30);
/** A fifth portal whose API issues short-lived tokens (TOKEN_TTL_SECONDS) for the refresh tests. */
export const SHORT_TOKEN_PORTS = portsAt(base + 40);
export const SHORT_TOKEN_TTL_SECONDS = 6;
/**
 * A sixth portal serving the previous published build of every micro-frontend (the fixture in
 * e2e/fixtures/published) with today's root-config and shared-utils, for the compat tests.
 */
export const COMPAT_PORTS = portsAt(base + 50);
/**
 * A seventh portal whose page reaches the API and the realtime server through proxies the outage
 * tests switch off and on (tests/support/outagePortal.mjs): the page's API is the API proxy's port,
 * its realtime host the realtime proxy's address (on the realtime port), and the control port takes
 * `POST /<api|realtime>/<down|up>`.
 */
export const OUTAGE_PORTS = portsAt(base + 70);
export const OUTAGE_PROXY = {
  apiPort: base + 77,
  realtimeHost: '127.0.0.2',
  controlPort: base + 78,
};
