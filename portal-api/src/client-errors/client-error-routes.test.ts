import { captureLog } from '../test-support/captured-log';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';

const PORTAL = 'http://localhost:9000';
const REPORT = {
  mf: '@portal/payments',
  version: '8e371a468470',
  kind: 'load',
  message: 'Unable to load http://localhost:9000/mf-payments/8e371a468470/portal-payments.js',
  stack: 'Error: 404\n    at http://localhost:9000/root-config/0a1b2c3d4e5f/root-config.js:1:2',
  page: '/account/withdraw',
  time: '2026-12-06T05:00:00.000Z',
};

const log = captureLog();
let t: TestContext;

beforeEach(async () => {
  log.lines.length = 0;
  t = await createTestApp({
    logger: log.options,
    config: { abuseLimits: { ...testConfig().abuseLimits, clientErrorReportsPerIpPerMinute: 3 } },
  });
});

afterEach(() => t.close());

/** POSTs a report as a page's beacon does: JSON in a text/plain body, from the portal's origin. */
const report = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  t.app.inject({
    method: 'POST',
    url: '/client-errors',
    headers: { 'content-type': contentType, origin: PORTAL, 'x-request-id': 'req-client-1' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function counted(): Promise<string[]> {
  const metrics = await t.app.inject({ url: '/metrics' });
  return metrics.body.split('\n').filter((line) => line.startsWith('portal_client_errors_total{'));
}

describe('POST /client-errors', () => {
  it('takes a beacon report: 204 for the portal, logged at warn with the request id, counted, listed', async () => {
    const response = await report(REPORT);

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    const [line] = log.entries().filter((entry) => entry.msg === 'client error reported');
    expect(line).toMatchObject({ level: 40, reqId: 'req-client-1', clientError: REPORT });
    expect(await counted()).toEqual([
      'portal_client_errors_total{mf="@portal/payments",kind="load"} 1',
    ]);
    const listed = await t.app.inject({ url: '/dev/client-errors' });
    expect(listed.json()).toEqual({ data: [{ ...REPORT, request_id: 'req-client-1' }] });
  });

  it('takes application/json too', async () => {
    expect((await report(REPORT, 'application/json')).statusCode).toBe(204);
  });

  it('counts a name that is not one of the portal modules as other, and keeps it in the log', async () => {
    await report({ ...REPORT, mf: 'https://evil.example/x.js', kind: 'error' });
    await report({ ...REPORT, mf: 'unattributed', kind: 'unhandledrejection' });

    expect(await counted()).toEqual([
      'portal_client_errors_total{mf="other",kind="error"} 1',
      'portal_client_errors_total{mf="unattributed",kind="unhandledrejection"} 1',
    ]);
    expect(log.entries().map((entry) => entry.clientError)).toContainEqual(
      expect.objectContaining({ mf: 'https://evil.example/x.js' }),
    );
  });

  it('redacts the secrets a client of another build left in', async () => {
    await report({
      ...REPORT,
      message: 'login failed for demo.au@portal.test with Bearer 0123456789abcdef0123456789abcdef',
    });

    const written = log.lines.join('\n');
    expect(written).not.toContain('demo.au@portal.test');
    expect(written).not.toContain('0123456789abcdef0123456789abcdef');
    expect((await t.app.inject({ url: '/dev/client-errors' })).json().data[0].message).toBe(
      'login failed for [redacted] with Bearer [redacted]',
    );
  });

  it('refuses a report that is not one with a 400 naming what is wrong, and counts nothing', async () => {
    const response = await report({
      ...REPORT,
      kind: 'crash',
      page: '/account?token=abc',
      message: 'x'.repeat(501),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        kind: ['Kind must be one of: error, unhandledrejection, load, mount'],
        page: ['Page is invalid'],
        message: ['Message may not be longer than 500 characters'],
      },
    });
    expect((await report('not json')).statusCode).toBe(400);
    expect(await counted()).toEqual([]);
  });

  it('refuses a body over 8 KB with a 413', async () => {
    const response = await report({ ...REPORT, stack: 'x'.repeat(9000) });
    expect(response.statusCode).toBe(413);
  });

  it('refuses an IP past its reports a minute with a 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await report(REPORT)).statusCode).toBe(204);

    const refused = await report(REPORT);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counted()).toEqual([
      'portal_client_errors_total{mf="@portal/payments",kind="load"} 3',
    ]);
  });
});

it('lists the reports only with the development routes on', async () => {
  const production = await createTestApp({ config: { devRoutes: false } });
  try {
    expect((await production.app.inject({ url: '/dev/client-errors' })).statusCode).toBe(404);
  } finally {
    await production.close();
  }
});
