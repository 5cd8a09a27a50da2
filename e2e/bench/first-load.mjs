// A cold load (new context, empty cache) of the subject's first page: the time to a usable header,
// and the JavaScript fetched before the page is usable, each script with its gzip size on the wire.
import { newPage, waitForMark } from './page-runs.mjs';

export async function coldLoad(browser, subject) {
  const sizes = new Map();
  const { context, page, open } = await newPage(browser, subject, {
    marks: { header: subject.header, page: subject.page },
  });
  try {
    page.on('requestfinished', (request) => sizes.set(request.url(), request.sizes()));
    await open(subject.firstPath);
    const headerMs = await waitForMark(page, 'header');
    const pageMs = await waitForMark(page, 'page');
    // Scripts requested before the page was usable may still be arriving: count them all.
    await page.waitForLoadState('networkidle');
    const urls = await page.evaluate((usable) => {
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < usable && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    }, pageMs);
    const scripts = await Promise.all(
      urls.map(async (url) => ({ url, gzipBytes: (await sizes.get(url)).responseBodySize })),
    );
    return { headerMs, pageMs, scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes) };
  } finally {
    await context.close();
  }
}
