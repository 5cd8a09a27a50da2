// Prints the cumulative layout shift of a page of the running portal as it loads: every layout shift
// the browser reports (PerformanceObserver 'layout-shift') until the main slot and the footer's link
// lists have mounted and the network is idle, as the largest session window (as Lighthouse reports
// CLS) and as the plain sum.
// Usage: npm start (in another shell), then node e2e/bench/cls.mjs [/betting] [375]
import { launchChromium } from './launch-chromium.mjs';

const baseUrl = process.env.PORTAL_URL ?? 'http://localhost:9000';
const pagePath = process.argv[2] ?? '/betting';
const width = Number(process.argv[3] ?? 375);
const runs = Number(process.env.CLS_RUNS ?? 3);

const browser = await launchChromium();

/** Records layout shifts from the very start of the page, before any script of the portal runs. */
function recordShifts() {
  const shifts = [];
  window.__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Largest session window: shifts less than 1 s apart, at most 5 s long (the web-vitals CLS). */
function largestSessionWindow(shifts) {
  let largest = 0;
  let current = 0;
  let start = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && (shift.time - last >= 1000 || shift.time - start >= 5000)) current = 0;
    if (current === 0) start = shift.time;
    current += shift.value;
    last = shift.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

for (let run = 1; run <= runs; run += 1) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 740 : 800 },
  });
  const page = await context.newPage();
  await page.addInitScript(recordShifts);
  await page.goto(`${baseUrl}${pagePath}`);
  await page.locator('main >> [id^="single-spa-application:"] >> *').first().waitFor();
  await page.getByRole('contentinfo').getByRole('region').first().waitFor();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => window.__layoutShifts);
  const sum = shifts.reduce((total, shift) => total + shift.value, 0);
  console.info(
    `${pagePath} at ${width} px, run ${run}: CLS ${largestSessionWindow(shifts).toFixed(3)} ` +
      `(sum ${sum.toFixed(3)} over ${shifts.length} shifts)`,
  );
  await context.close();
}
await browser.close();
