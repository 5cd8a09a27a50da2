import http from 'node:http';
import { expect, test } from '@playwright/test';
import { PORTS } from './support/ports';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET exactly `target` from the portal's static host, with `host` as the Host header. */
function get(target: string, host = `localhost:${PORTS.portal}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: PORTS.portal, path: target, headers: { host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
  });
}

test('malformed and climbing URLs get a 4xx from the static host, never a 500 or a file outside it', async () => {
  const hostile = [
    '/%E0%A4%A',
    '/%E0%A4%A.js',
    '/..%2f..%2fetc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd.txt',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2f..%2fpackage.json',
    '/mf-shell/%00.js',
  ];
  for (const target of hostile) {
    const { status, body } = await get(target);
    expect(status, target.slice(0, 60)).toBeGreaterThanOrEqual(400);
    expect(status, target.slice(0, 60)).toBeLessThan(500);
    expect(body).not.toMatch(/root:|"workspaces"/);
  }
  // Longer than any path of the portal, within what Node reads of a request line (16 KB): the host's
  // own 414. A request line beyond Node's limit is cut off by Node before the host sees it.
  expect((await get(`/${'a'.repeat(10_000)}`)).status).toBe(414);
  expect((await get('/betting')).status).toBe(200);
});

test('/config.json names the configured API host whatever brand host arrives', async () => {
  const { status, body } = await get('/config.json', `brand-b.localhost:${PORTS.portal}`);
  expect(status).toBe(200);
  const config = JSON.parse(body) as { apiBaseUrl: string; realtime: { host: string } };
  expect(config.apiBaseUrl).toBe(`http://localhost:${PORTS.api}`);
  expect(config.realtime.host).toBe('localhost');
});

test('a Host header no brand lists gets the unknown-address page, not a portal', async () => {
  for (const target of ['/betting', '/config.json']) {
    const { status, body } = await get(target, 'attacker.example');
    expect(status, target).toBe(421);
    expect(body, target).toContain('This address does not serve a portal.');
    expect(body, target).not.toContain('portal-runtime-config');
  }
});
