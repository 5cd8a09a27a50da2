// One measured visit: a new browser context (empty cache, no cookies but the auth token when the
// subject's page needs a signed-in player) at a desktop size, with the page marks installed.
import { installBench, markWhenShown } from './page-marks.mjs';

const VIEWPORT = { width: 1280, height: 800 };
/** The cookie shared-utils keeps the auth token in. */
const TOKEN_COOKIE = 'portal_token';

/**
 * A page of `subject` in a new context, not navigated yet; `marks` are { name: checks } marked from
 * navigation start. Returns the page, its context (the caller closes it) and `open(path)`.
 */
export async function newPage(browser, subject, { marks = {}, token } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (token) {
    const { hostname } = new URL(subject.origin);
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, domain: hostname, path: '/' }]);
  }
  const page = await context.newPage();
  await page.addInitScript(installBench);
  for (const [name, checks] of Object.entries(marks)) {
    await page.addInitScript(markWhenShown, { name, checks });
  }
  return { context, page, open: (path) => page.goto(`${subject.origin}${path}`) };
}

/** Waits for the mark `name` and returns it (ms). */
export async function waitForMark(page, name) {
  const handle = await page.waitForFunction(
    (mark) => mark in window.bench.marks && { time: window.bench.marks[mark] },
    name,
  );
  return (await handle.jsonValue()).time;
}
