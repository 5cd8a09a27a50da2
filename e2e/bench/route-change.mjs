// A route change between two pages whose code is loaded: both visited once, then the click on the
// link to the second page to the first frame showing its heading.
import { markAfterClick, markWhenShown } from './page-marks.mjs';
import { newPage, waitForMark } from './page-runs.mjs';

/** Clicks `step.link` and waits for the first frame showing `step.shown`. */
async function visit(page, step, name) {
  await page.evaluate(markWhenShown, { name, checks: step.shown });
  await step.link(page).click();
  await waitForMark(page, name);
}

export async function loadedRouteChange(browser, subject, token) {
  const { route } = subject;
  const { context, page, open } = await newPage(browser, subject, {
    marks: { start: route.shown },
    token: route.signedIn ? token : undefined,
  });
  try {
    await open(route.path);
    await waitForMark(page, 'start');
    await visit(page, route.there, 'there');
    await visit(page, route.back, 'back');
    await page.waitForLoadState('networkidle');
    await page.evaluate(markAfterClick, { name: 'change', checks: route.there.shown });
    await route.there.link(page).click();
    return await waitForMark(page, 'change');
  } finally {
    await context.close();
  }
}
