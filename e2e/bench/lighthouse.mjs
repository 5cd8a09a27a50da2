// Lighthouse as a phone sees a page (its default mobile emulation and simulated throttling) or, with
// its desktop preset, as a desktop does, run on Debian's Chromium. Shared by the bench (npm run
// bench) and the browser test tests/performance/lighthouse.spec.ts.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

// Read as playwright.config.ts reads it: the browser test imports this file, and Playwright's loader
// cannot load scripts/lib from a test.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Runs Lighthouse (performance and accessibility) on `url` in a browser of its own, as a phone or
 * with `{ desktop: true }` as `lighthouse --preset=desktop` does, and returns LCP and TBT in ms,
 * CLS, and both category scores out of 100.
 */
export async function runLighthouse(url, { desktop = false } = {}) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    return {
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      failedAccessibilityAudits: categories.accessibility.auditRefs
        .map((ref) => audits[ref.id])
        .filter((audit) => audit.score === 0)
        .map((audit) => audit.id),
    };
  } finally {
    chrome.kill();
  }
}
