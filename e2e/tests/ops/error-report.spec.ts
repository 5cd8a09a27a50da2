// Front-end error reports through the composed portal and the real API: a micro-frontend whose
// bundle does not load, and an error thrown by a micro-frontend's script, each reach the API's
// collector (POST /client-errors) attributed to that micro-frontend and the build the import map
// names; GET /dev/client-errors reads them back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { breakBundle, bundleUrl } from '../support/brokenBundles';
import { API_URL } from '../support/ports';
import { slot, SLOT_ERROR_TEXT } from '../support/slots';

interface ReceivedReport {
  mf: string;
  version: string;
  kind: string;
  message: string;
  page: string;
  request_id: string;
}

/** The reports the API received that `match` picks, once there is one. */
async function receivedReport(
  request: APIRequestContext,
  match: (report: ReceivedReport) => boolean,
): Promise<ReceivedReport> {
  let found: ReceivedReport | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/dev/client-errors`);
      const { data } = (await response.json()) as { data: ReceivedReport[] };
      found = data.find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found as ReceivedReport;
}

/** The URL the page's import map gives `name`. */
function mapUrl(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (module) =>
      (
        globalThis as unknown as { System: { getImportMap(): { imports: Record<string, string> } } }
      ).System.getImportMap().imports[module],
    name,
  );
}

/**
 * A mark that makes this run's report its own among the other tests' reports, short enough not to
 * look like a token (which the reports redact).
 */
const runMark = () => Math.random().toString(36).slice(2, 8);

/** The build's content hash: /<folder>/<content hash>/<file>. */
const buildHash = (url: string) => new URL(url).pathname.split('/')[2];

test('a micro-frontend whose bundle does not load is reported as a failed load of that build', async ({
  page,
  request,
}) => {
  // A path of the betting host's route that only this test opens, so the report is this test's.
  const path = `/betting/error-report-${runMark()}`;
  await breakBundle(page, bundleUrl('mf-betting-host', 'portal-betting-host.js'), 'missing');
  await page.goto(path);
  await expect(slot(page, '@portal/betting-host#app').getByRole('alert')).toContainText(
    SLOT_ERROR_TEXT,
  );

  const report = await receivedReport(request, (received) => received.page === path);
  expect(report).toMatchObject({
    mf: '@portal/betting-host',
    version: buildHash(await mapUrl(page, '@portal/betting-host')),
    kind: 'load',
  });
  expect(report.request_id).not.toBe('');
});

test("an error thrown by a micro-frontend's script is reported as that micro-frontend's", async ({
  page,
  request,
}) => {
  await page.goto('/betting');
  await expect(page.getByRole('banner')).toBeVisible();
  const shell = await mapUrl(page, '@portal/shell');
  // A script beside the shell's bundle, as its lazily loaded chunks are, that throws when it runs.
  const probe = new URL('error-report-probe.js', shell).href;
  const message = `error report probe ${runMark()}`;
  await page.route(probe, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `throw new Error(${JSON.stringify(message)});`,
    }),
  );
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }, probe);

  const report = await receivedReport(request, (received) => received.message === message);
  expect(report).toMatchObject({
    mf: '@portal/shell',
    version: buildHash(shell),
    kind: 'error',
    page: '/betting',
  });
});
