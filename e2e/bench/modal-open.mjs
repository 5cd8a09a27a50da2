// The first open of a dialog whose code is not loaded yet: the subject's first page loaded cold and
// settled (network idle), then the click on Join to the first frame showing the form's first field.
import { markAfterClick } from './page-marks.mjs';
import { newPage, waitForMark } from './page-runs.mjs';

export async function firstModalOpen(browser, subject) {
  const { context, page, open } = await newPage(browser, subject, {
    marks: { page: subject.page },
  });
  try {
    await open(subject.firstPath);
    await waitForMark(page, 'page');
    await page.waitForLoadState('networkidle');
    await page.evaluate(markAfterClick, { name: 'open', checks: subject.join.shown });
    await subject.join.button(page).click();
    return await waitForMark(page, 'open');
  } finally {
    await context.close();
  }
}
