/**
 * The browser tests' own ports, so they never meet a portal started with npm start. E2E_PORT_BASE
 * moves all three (portal, API, realtime) for parallel runs on one machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 9200);
export const PORTS = { portal: base, api: base + 1, realtime: base + 2 };
export const API_URL = `http://localhost:${PORTS.api}`;
