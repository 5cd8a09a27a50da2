// A looser limit waits its period, then applies only when the player confirms it within 7 days
// (issue 31, docs/responsible-gambling-api.md): the header asks after login, the Limits page
// confirms or keeps the limit, and an unconfirmed raise lapses with the stricter limit in force.
// The waits pass through the development route /dev/limits/age.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInNewAuPlayer, type DepositPlayer } from '../support/deposits';
import { askDailyDepositLimit, dailyDeposit } from '../support/limits';
import { accountPage, notice, portalDateTime } from '../support/responsibleGambling';

const WEEK_HOURS = 168;

/** As if `hours` had gone by since the player's open limit requests were asked for. */
async function age(page: Page, player: DepositPlayer, hours: number) {
  const aged = await page.request.post(`${player.api}/dev/limits/age`, {
    data: { email: player.email, hours },
  });
  expect(aged.ok()).toBe(true);
}

const headerNotice = (page: Page) =>
  page.getByRole('region', { name: 'Confirm your limit change.' });

test('a raise waits 7 days, the header asks for it after login, and it applies once confirmed', async ({
  page,
}) => {
  test.slow();
  const player = await signInNewAuPlayer(page, test.info());
  await page.goto('/account/limits');
  const screen = accountPage(page);
  await expect(
    screen.getByText(
      /waits 7 days after you ask, and never ends before the limit's period does\. Then you confirm it within 7 days/,
    ),
  ).toBeVisible();
  await askDailyDepositLimit(page, '100');
  await expect(notice(page, 'Your limits have been applied.')).toBeVisible();

  await askDailyDepositLimit(page, '200');
  const asked = await dailyDeposit(player);
  expect(asked).toMatchObject({ inForce: [{ limit: 10_000 }], pending: [{ limit: 20_000 }] });
  const from = await portalDateTime(page, asked.pending[0].activate_at);
  await expect(
    notice(page, `Your limit stays as it is. From ${from} you can confirm $200.00 Daily.`),
  ).toBeVisible();
  await expect(screen.getByText(`$200.00 Daily, yours to confirm from ${from}`)).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Confirm new limit' })).toHaveCount(0);
  await expect(headerNotice(page)).toHaveCount(0);

  await age(page, player, WEEK_HOURS);
  const ready = await dailyDeposit(player);
  expect(ready).toMatchObject({
    inForce: [{ limit: 10_000 }],
    pending: [{ awaiting_confirmation: true }],
  });
  const by = await portalDateTime(page, ready.pending[0].confirm_by);
  await page.goto('/betting');
  await expect(headerNotice(page)).toHaveText(
    `Confirm your limit change. Your deposit limit change is ready. Confirm it by ${by}, or it lapses and your current limit stays.Review your limits`,
  );
  for (const size of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, 'body');
  }

  await headerNotice(page).getByRole('link', { name: 'Review your limits' }).click();
  await expect(page).toHaveURL(/\/account\/limits$/);
  await expect(
    screen.getByText(
      `$200.00 Daily is ready. Confirm it by ${by}, or it lapses and your current limit stays.`,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');
  await screen.getByRole('button', { name: 'Confirm new limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm new limit' });
  await expect(dialog).toContainText('From now your limit will be $200.00 Daily.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm new limit' }).click();
  await expect(notice(page, 'Your new limit is in force.')).toBeVisible();
  expect(await dailyDeposit(player)).toMatchObject({ inForce: [{ limit: 20_000 }], pending: [] });
  await expect(headerNotice(page)).toHaveCount(0);
  await expect(screen.getByText('$200.00 Daily').first()).toBeVisible();
});

test('an unconfirmed raise lapses and the stricter limit stays; Keep current limit withdraws one', async ({
  page,
}) => {
  test.slow();
  const player = await signInNewAuPlayer(page, test.info());
  await page.goto('/account/limits');
  const screen = accountPage(page);
  await askDailyDepositLimit(page, '100');
  await expect(notice(page, 'Your limits have been applied.')).toBeVisible();
  await askDailyDepositLimit(page, '300');

  await age(page, player, 2 * WEEK_HOURS);
  await page.reload();
  await expect(screen.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
  expect(await dailyDeposit(player)).toMatchObject({ inForce: [{ limit: 10_000 }], pending: [] });
  await expect(screen.getByText(/\$300\.00 Daily/)).toHaveCount(0);
  await expect(headerNotice(page)).toHaveCount(0);
  await screen.getByRole('tab', { name: 'Limits History' }).click();
  const history = screen.getByRole('table', { name: 'Your limits history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Change lapsed unconfirmed');
  await expect(history.getByRole('row').nth(1)).toContainText('$300.00');

  await screen.getByRole('tab', { name: 'Deposit Limits' }).click();
  await askDailyDepositLimit(page, '250');
  await age(page, player, WEEK_HOURS);
  await page.reload();
  await expect(headerNotice(page)).toBeVisible();
  await screen.getByRole('button', { name: 'Keep current limit' }).click();
  await expect(notice(page, 'Your current limit stays in force.')).toBeVisible();
  expect(await dailyDeposit(player)).toMatchObject({ inForce: [{ limit: 10_000 }], pending: [] });
  await expect(headerNotice(page)).toHaveCount(0);
});
