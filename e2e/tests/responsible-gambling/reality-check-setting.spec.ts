// The Limits page's reality check against portal-api: an Australian player starts at every 60
// minutes; 15 minutes chosen and saved is what the server keeps and what the page shows after a
// reload; Off turns the checks off on the server. Axe-clean at both sweep widths, and the section
// fits a 320 px screen.
import { expect, test, type Page } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y } from '../support/a11y';
import { signInNewAuPlayer, type DepositPlayer } from '../support/deposits';
import { accountPage, notice } from '../support/responsibleGambling';

/** The player's reality check as the server keeps it. */
async function serverRealityCheck(page: Page, player: DepositPlayer) {
  const response = await page.request.get(`${player.api}/responsible-gambling/reality-check`, {
    headers: player.headers,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { interval_minutes: number; next_check_at: string | null };
}

/** Axe at each sweep width (then back to the desktop width), naming the state. */
async function checkA11yAtEachWidth(page: Page, state: string) {
  for (const viewport of A11Y_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await checkA11y(page, `${state} at ${viewport.width} px`, ['main']);
  }
}

test('the reality check starts at 60 minutes in Australia, saves 15 and then Off on the server', async ({
  page,
}) => {
  test.slow();
  const player = await signInNewAuPlayer(page, test.info());
  await page.goto('/account/limits');
  const section = accountPage(page).getByRole('region', { name: 'Reality check' });
  const choice = section.getByRole('radiogroup', { name: 'Reality check interval' });
  const option = (name: string) => choice.getByRole('radio', { name, exact: true });
  const save = section.getByRole('button', { name: 'Save reality check' });

  await expect(option('Every 60 minutes')).toBeChecked();
  expect((await serverRealityCheck(page, player)).interval_minutes).toBe(60);
  await checkA11yAtEachWidth(page, 'the server’s interval');

  await option('Every 15 minutes').check();
  await save.click();
  await expect(notice(page, 'Saved. You will see a reality check every 15 minutes.')).toBeVisible();
  expect((await serverRealityCheck(page, player)).interval_minutes).toBe(15);
  await checkA11yAtEachWidth(page, 'saved at 15 minutes');

  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(option('Every 15 minutes')).toBeChecked();
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await option('Off').focus();
  await page.keyboard.press('Space');
  await expect(option('Off')).toBeChecked();
  await save.press('Enter');
  await expect(notice(page, 'Saved. Reality checks are off.')).toBeVisible();
  expect(await serverRealityCheck(page, player)).toMatchObject({
    interval_minutes: 0,
    next_check_at: null,
  });
});
