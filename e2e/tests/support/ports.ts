/** The browser tests' own ports, so they never meet a portal started with npm start. */
export const PORTS = { portal: 9200, api: 9201, realtime: 6201 };
export const API_URL = `http://localhost:${PORTS.api}`;
