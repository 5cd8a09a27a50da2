import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { signInNewAuPlayer, type DepositPlayer } from '../support/deposits';
import { formatCents } from '../support/players';
import { expectSessionEnded } from '../support/responsibleGambling';
import { viewport, WIDTHS } from '../support/shell';

interface RealityCheck {
  interval_minutes: number;
  session_seconds: number;
  session_net_result: number;
  next_check_at: string | null;
}

const PATH = '/responsible-gambling/reality-check';
const MINUTE_MS = 60_000;

async function serverCheck(page: Page, player: DepositPlayer): Promise<RealityCheck> {
  const response = await page.request.get(`${player.api}${PATH}`, { headers: player.headers });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/**
 * Chooses checks every 15 minutes through the API, as on another device. The page hears it through
 * the server's event, or, when its channel is subscribed after the event was sent, by reading the
 * check again on subscribing.
 */
async function chooseFifteenMinutes(page: Page, player: DepositPlayer) {
  const saved = await page.request.put(`${player.api}${PATH}`, {
    headers: player.headers,
    data: { interval_minutes: 15 },
  });
  expect(saved.ok()).toBe(true);
}

/** '1 hour 5 minutes': the session's length as the dialog writes it. */
function hoursAndMinutes(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  const rest = unit(minutes % 60, 'minute');
  return hours > 0 ? `${unit(hours, 'hour')} ${rest}` : rest;
}

/**
 * Signs a new player in on /betting, chooses checks every 15 minutes and makes the next one due in
 * 2 s (the development route); returns the dialog and the reading the page took when it fell due.
 */
async function dueCheck(page: Page, testInfo: Parameters<typeof signInNewAuPlayer>[1]) {
  const player = await signInNewAuPlayer(page, testInfo);
  await page.goto('/betting');
  await expect(page.getByRole('region', { name: 'Net result' })).toBeVisible();
  await chooseFifteenMinutes(page, player);

  // The reading the page takes when the check falls due: its due time has passed.
  const dueReading = page.waitForResponse(
    async (response) =>
      response.url().endsWith(PATH) &&
      response.request().method() === 'GET' &&
      response.ok() &&
      Date.parse((await response.json()).data.next_check_at) <= Date.now(),
  );
  const due = await page.request.post(`${player.api}/dev/reality-check/due`, {
    data: { email: player.email, in_seconds: 2 },
  });
  expect(due.ok()).toBe(true);
  const reading = (await (await dueReading).json()).data as RealityCheck;
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  return { player, dialog, reading };
}

for (const width of WIDTHS) {
  test.describe(`a reality check at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('shows the time logged in and the net result, and Continue schedules the next', async ({
      page,
    }, testInfo) => {
      const { player, dialog, reading } = await dueCheck(page, testInfo);
      await expect(dialog.getByTestId('reality-check-time')).toHaveText(
        hoursAndMinutes(reading.session_seconds),
      );
      await expect(dialog.getByTestId('reality-check-net')).toHaveText(
        formatCents(reading.session_net_result),
      );
      await expect(dialog).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);

      const continuedAt = Date.now();
      await dialog.getByRole('button', { name: 'Continue' }).click();

      await expect(dialog).toHaveCount(0);
      const next = await serverCheck(page, player);
      expect(Date.parse(next.next_check_at ?? '')).toBeGreaterThan(continuedAt + 14 * MINUTE_MS);
    });
  });
}

test('Escape continues, as the Continue button does', async ({ page }, testInfo) => {
  const { player, dialog, reading } = await dueCheck(page, testInfo);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await serverCheck(page, player)).next_check_at)
    .not.toBe(reading.next_check_at);
});

test('View activity answers the check and opens the activity page', async ({ page }, testInfo) => {
  const { player, dialog, reading } = await dueCheck(page, testInfo);

  await dialog.getByRole('button', { name: 'View activity' }).click();

  await expect(page).toHaveURL(/\/account\/activity$/);
  await expect(dialog).toHaveCount(0);
  const next = await serverCheck(page, player);
  expect(Date.parse(next.next_check_at ?? '')).toBeGreaterThan(
    Date.parse(reading.next_check_at ?? ''),
  );
});

test('Log out ends the session', async ({ page }, testInfo) => {
  const { player, dialog } = await dueCheck(page, testInfo);

  await dialog.getByRole('button', { name: 'Log out' }).click();

  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectSessionEnded(page, player);
});
