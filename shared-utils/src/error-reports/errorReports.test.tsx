import { render } from '@testing-library/react';
import { addErrorHandler, type AppError } from 'single-spa';
import { MfErrorBoundary } from '../mf/MfErrorBoundary';
import { fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import {
  MAX_REPORTS_PER_PAGE,
  reportClientError,
  startErrorReports,
  stopErrorReports,
} from './errorReports';

jest.mock('single-spa', () => ({
  ...jest.requireActual<object>('single-spa'),
  addErrorHandler: jest.fn(),
  removeErrorHandler: jest.fn(),
}));

const ENDPOINT = 'http://api.test/client-errors';
const ORIGIN = 'http://localhost';
const IMPORT_MAP = {
  react: `${ORIGIN}/root-config/0a1b2c3d4e5f/shared/react.js`,
  '@portal/root-config': `${ORIGIN}/root-config/0a1b2c3d4e5f/root-config.js`,
  '@portal/shared-utils': `${ORIGIN}/shared-utils/779e52c1b7fe/portal-shared-utils.js`,
  '@portal/shared-utils/forms': `${ORIGIN}/shared-utils/779e52c1b7fe/portal-shared-utils-forms.js`,
  '@portal/shell': `${ORIGIN}/mf-shell/0767c7519b20/portal-shell.js`,
  '@portal/payments': `${ORIGIN}/mf-payments/8e371a468470/portal-payments.js`,
};

let beacon: jest.Mock<boolean, [string, Blob]>;

/** Once the reports made so far are sent (their code loads with the first). */
const reportsSent = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The reports sent so far, as the collector reads them. */
async function sentReports(): Promise<Array<Record<string, unknown>>> {
  await reportsSent();
  // jsdom's Blob has no text(): FileReader reads it.
  const read = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  const bodies = await Promise.all(beacon.mock.calls.map(([, blob]) => read(blob)));
  return bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
}

function errorWithStack(message: string, ...scripts: string[]): Error {
  const error = new Error(message);
  error.stack = [
    `Error: ${message}`,
    ...scripts.map((script, i) => `    at fn${i} (${script}:1:${100 + i})`),
  ].join('\n');
  return error;
}

beforeEach(() => {
  installFakeSystem(IMPORT_MAP);
  beacon = jest.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  window.history.replaceState(null, '', '/account/withdraw?token=secret-reset-token');
  startErrorReports(ENDPOINT);
});

afterEach(() => {
  stopErrorReports();
  removeFakeSystem();
});

describe('an uncaught error', () => {
  it('is attributed to the micro-frontend whose script threw, with its build hash', async () => {
    const chunk = `${ORIGIN}/mf-payments/8e371a468470/541.d3f99fbd.js`;
    const error = errorWithStack('Cannot read properties of undefined', chunk);
    window.dispatchEvent(
      new ErrorEvent('error', { error, filename: chunk, message: error.message }),
    );

    await reportsSent();
    expect(beacon).toHaveBeenCalledWith(ENDPOINT, expect.any(Blob));
    expect(await sentReports()).toEqual([
      {
        mf: '@portal/payments',
        version: '8e371a468470',
        kind: 'error',
        message: 'Cannot read properties of undefined',
        stack: error.stack,
        page: '/account/withdraw',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it("names the module that called a shared library, not the library's host", async () => {
    const error = errorWithStack(
      'Maximum update depth exceeded',
      IMPORT_MAP.react,
      `${ORIGIN}/mf-shell/0767c7519b20/landing.fea74bf8.js`,
    );
    window.dispatchEvent(new ErrorEvent('error', { error }));

    expect(await sentReports()).toMatchObject([{ mf: '@portal/shell', version: '0767c7519b20' }]);
  });

  it('names the package, not its second entry, for code in a shared folder', async () => {
    const reason = errorWithStack('rejected', IMPORT_MAP['@portal/shared-utils/forms']);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

    expect(await sentReports()).toMatchObject([
      { mf: '@portal/shared-utils', version: '779e52c1b7fe', kind: 'unhandledrejection' },
    ]);
  });

  it('is unattributed when no import-map entry holds its script', async () => {
    const error = errorWithStack('boom', 'https://ads.example.com/tag.js');
    window.dispatchEvent(new ErrorEvent('error', { error }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'no stack' }));

    expect(await sentReports()).toMatchObject([
      { mf: 'unattributed', version: 'unknown', kind: 'error', message: 'boom' },
      { mf: 'unattributed', kind: 'unhandledrejection', message: 'no stack' },
    ]);
  });
});

it("reports single-spa's lifecycle failures under the application's micro-frontend", async () => {
  const [[handler]] = jest.mocked(addErrorHandler).mock.calls;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = Object.assign(new Error('unmount failed'), {
    appOrParcelName: '@portal/shell#header',
  }) as AppError;
  handler(error);

  expect(await sentReports()).toMatchObject([
    { mf: '@portal/shell', version: '0767c7519b20', kind: 'mount', message: 'unmount failed' },
  ]);
  expect(console.error).toHaveBeenCalledWith(error);
});

it('reports a failed load under the module it names', async () => {
  reportClientError({ kind: 'load', mf: '@portal/payments#withdraw', error: new Error('404') });

  expect(await sentReports()).toMatchObject([
    { mf: '@portal/payments', version: '8e371a468470', kind: 'load', message: '404' },
  ]);
});

it("reports a micro-frontend's render error its error boundary caught", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('render failed');
  }
  render(
    <MfErrorBoundary name="@portal/payments#transactions">
      <Broken />
    </MfErrorBoundary>,
  );

  expect(await sentReports()).toMatchObject([
    { mf: '@portal/payments', kind: 'error', message: 'render failed' },
  ]);
});

it('sends the same error once, and at most its cap of reports a page', async () => {
  for (let i = 0; i < 3; i += 1) {
    reportClientError({ kind: 'load', mf: '@portal/shell', error: new Error('same') });
  }
  await reportsSent();
  expect(beacon).toHaveBeenCalledTimes(1);

  for (let i = 0; i < MAX_REPORTS_PER_PAGE * 2; i += 1) {
    reportClientError({ kind: 'error', mf: '@portal/shell', error: new Error(`loop ${i}`) });
  }
  await reportsSent();
  expect(beacon).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
});

it('redacts tokens, e-mail addresses and card numbers and sends the path without its query', async () => {
  const error = new Error(
    'POST /auth?token=abc123 for demo.au@portal.test with 4111 1111 1111 1111 failed',
  );
  error.stack = `${error.message}\n    at x (${IMPORT_MAP['@portal/shell']}:1:1)`;
  reportClientError({ kind: 'error', error });

  const [report] = await sentReports();
  expect(report.message).toBe('POST /auth?token=[redacted] for [redacted] with [redacted] failed');
  expect(report.stack).not.toMatch(/abc123|demo\.au|4111/);
  expect(report.page).toBe('/account/withdraw');
});

it('falls back to fetch with keepalive when the browser will not queue a beacon', async () => {
  beacon.mockReturnValue(false);
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ status: 204 }));
  reportClientError({ kind: 'load', mf: '@portal/shell', error: new Error('offline') });

  await reportsSent();
  expect(fetchMock).toHaveBeenCalledWith(
    ENDPOINT,
    expect.objectContaining({ method: 'POST', keepalive: true }),
  );
});

it('sends nothing, and never throws, when no collector is configured', async () => {
  stopErrorReports();
  startErrorReports('');
  reportClientError({ kind: 'error', error: new Error('unseen') });
  // Jest's jsdom rethrows an error event nothing listens to: this listener stands in for the page.
  const page = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener('error', page);
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('unseen either') }));
  window.removeEventListener('error', page);
  await reportsSent();
  expect(beacon).not.toHaveBeenCalled();

  startErrorReports(ENDPOINT);
  removeFakeSystem();
  expect(() => reportClientError({ kind: 'error', error: null })).not.toThrow();
  await reportsSent();
  expect(beacon).toHaveBeenCalledTimes(1);
});
