// Prints the first-load JavaScript of a page of the running portal: every script the browser fetched
// before the page's main slot mounted, with its gzip size, and the time that took.
// Usage: npm start (in another shell), then npm run bench -w e2e [-- /betting]
import zlib from 'node:zlib';
import { launchChromium } from './launch-chromium.mjs';

const baseUrl = process.env.PORTAL_URL ?? 'http://localhost:9000';
const pagePath = process.argv[2] ?? '/betting';
const slotSelector = '[id^="single-spa-application:@portal/betting-host"]';

const browser = await launchChromium();
const page = await browser.newPage();
const scripts = [];
page.on('response', async (response) => {
  const type = response.headers()['content-type'] ?? '';
  if (!type.includes('javascript')) return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  scripts.push({
    url: new URL(response.url()).pathname,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
  });
});

const started = Date.now();
await page.goto(`${baseUrl}${pagePath}`);
await page.locator(`${slotSelector} >> *`).first().waitFor();
const mountedMs = Date.now() - started;
await page.waitForLoadState('networkidle');
await browser.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
scripts.sort((a, b) => b.gzip - a.gzip);
for (const script of scripts) {
  console.info(
    `${kb(script.gzip).padStart(9)} gzip ${kb(script.raw).padStart(10)} raw  ${script.url}`,
  );
}
const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
  raw: 0,
  gzip: 0,
});
console.info(
  `\n${pagePath}: ${scripts.length} scripts, ${kb(total.gzip)} gzip (${kb(total.raw)} raw)`,
);
console.info(`${pagePath}: slot mounted ${mountedMs} ms after navigation start`);
