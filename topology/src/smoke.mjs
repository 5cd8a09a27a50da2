// npm run smoke -w topology (or node topology/src/smoke.mjs): starts the topology, asks nginx for a
// page, the live import map and the API, kills one API instance, asks the API again, and stops.
// Prints each answer; exits 1 when one is wrong.
import { startTopology } from './topology.mjs';

const REQUESTS_AFTER_KILL = 10;
let failed = false;

function check(label, ok, detail) {
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
  if (!ok) failed = true;
}

/** A player's API call as the portal's page makes it (its origin and brand). */
function apiCall(urls, path, init = {}) {
  return fetch(`${urls.api}${path}`, {
    ...init,
    headers: {
      origin: urls.portal,
      'x-product': new URL(urls.portal).hostname,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

const topology = await startTopology();
const { urls } = topology;
try {
  const page = await fetch(`${urls.portal}/`);
  const html = await page.text();
  const integrities = [...html.matchAll(/integrity="(sha384-[^"]+)"/g)].length;
  check(
    'GET / through nginx',
    page.status === 200 && integrities > 0,
    `${page.status}, ${integrities} preloads with integrity`,
  );

  const map =
    /** @type {{ imports: Record<string, string>, integrity?: Record<string, string> }} */ (
      await (await fetch(`${urls.portal}/import-map.json`)).json()
    );
  const released = Object.keys(map.imports).filter((name) => name.startsWith('@portal/'));
  const withIntegrity = Object.values(map.imports).filter((url) => map.integrity?.[url]);
  check(
    'GET /import-map.json',
    released.length > 0 && withIntegrity.length === Object.keys(map.imports).length,
    `${released.length} @portal modules, ${withIntegrity.length}/${Object.keys(map.imports).length} URLs with integrity`,
  );

  const build = await fetch(map.imports['@portal/payments']);
  check('a released build', build.ok, `${build.status} ${build.headers.get('cache-control')}`);

  const ready = await apiCall(urls, '/health/ready');
  check('API GET /health/ready', ready.ok, `${ready.status} ${await ready.text()}`);
  const login = await apiCall(urls, '/auth', {
    method: 'POST',
    body: JSON.stringify({ email: 'demo.au@portal.test', password: 'Demo1234!' }),
  });
  check('API POST /auth (demo player)', login.ok, `${login.status}`);

  await topology.stopApiInstance(0);
  console.info('killed API instance a');
  const statuses = [];
  for (let i = 0; i < REQUESTS_AFTER_KILL; i += 1) {
    statuses.push((await apiCall(urls, '/health/ready')).status);
  }
  check(
    `API after the kill (${REQUESTS_AFTER_KILL} requests)`,
    statuses.every((status) => status === 200),
    statuses.join(' '),
  );
  const loginAfter = await apiCall(urls, '/auth', {
    method: 'POST',
    body: JSON.stringify({ email: 'demo.au@portal.test', password: 'Demo1234!' }),
  });
  check('API POST /auth after the kill', loginAfter.ok, `${loginAfter.status}`);
} finally {
  await topology.stop();
}
process.exit(failed ? 1 : 0);
