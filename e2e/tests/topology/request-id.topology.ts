// One id per request across the topology: nginx gives every request it proxies an X-Request-Id (the
// client's when it is a sane one, else its own), passes it to the API instances and the page host,
// and returns it; the API logs the request under the same id.
import { randomUUID } from 'node:crypto';
import type { TopologyProcess } from './topologyProcess';
import { expect, test } from './topologyTest';

/** The ids of the API's log lines for requests to `url` (a path such as /users/register). */
async function loggedRequestIds(topology: TopologyProcess, url: string): Promise<string[]> {
  return (await topology.apiLogs())
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } })
    .filter((entry) => entry.req?.url === url)
    .map((entry) => String(entry.reqId));
}

test("nginx's request id reaches the API's log and comes back to the client", async ({
  api,
  topology,
}) => {
  const response = await api.get('/users/register');
  expect(response.ok()).toBe(true);
  const id = response.headers()['x-request-id'];
  expect(id, "nginx's own $request_id: 32 hex digits").toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => loggedRequestIds(topology, '/users/register')).toContain(id);

  const given = `topology-${randomUUID()}`;
  const traced = await api.get('/users/register', { headers: { 'X-Request-Id': given } });
  expect(traced.headers()['x-request-id']).toBe(given);
  await expect.poll(() => loggedRequestIds(topology, '/users/register')).toContain(given);

  const forged = await api.get('/users/register', {
    headers: { 'X-Request-Id': 'two words!' },
  });
  expect(forged.headers()['x-request-id'], 'an id that could forge a log line is replaced').toMatch(
    /^[0-9a-f]{32}$/,
  );
});

test('a page through nginx carries a request id, and its product images load', async ({
  page,
  topology,
}) => {
  const response = await page.request.get(`${topology.urls.portal}/betting`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  // root-config's assets, which a release's map names at the store's public origin.
  const icon = await page.request.get(`${topology.urls.portal}/assets/betting-app-icon.svg`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
