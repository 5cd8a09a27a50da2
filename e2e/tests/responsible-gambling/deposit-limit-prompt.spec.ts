// The deposit-limit question (issue 31, docs/responsible-gambling-api.md): No limit at sign-up is
// kept, and a year later an Australian player without a deposit limit is asked again after login,
// with three benefits; Not now and Set a deposit limit are both kept by the server. The year passes
// through the development route /dev/limits/age.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInNewAuPlayer, type DepositPlayer } from '../support/deposits';

const YEAR_HOURS = 365 * 24;

async function serverPrompt(page: Page, player: DepositPlayer) {
  const response = await page.request.get(`${player.api}/users/deposit-limit-prompt`, {
    headers: player.headers,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

async function aYearLater(page: Page, player: DepositPlayer) {
  const aged = await page.request.post(`${player.api}/dev/limits/age`, {
    data: { email: player.email, hours: YEAR_HOURS },
  });
  expect(aged.ok()).toBe(true);
}

const prompt = (page: Page) => page.getByRole('region', { name: 'Why set a deposit limit?' });

test('a year after No limit the player is asked again, and each answer is kept', async ({
  page,
}) => {
  test.slow();
  const player = await signInNewAuPlayer(page, test.info());
  expect(await serverPrompt(page, player)).toMatchObject({ due: false, last_answer: 'declined' });
  await page.goto('/betting');
  await expect(page.getByTestId('balance-button')).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);

  await aYearLater(page, player);
  await page.reload();
  await expect(prompt(page)).toContainText('You have no deposit limit. Would you like to set one?');
  await expect(prompt(page).getByRole('listitem')).toHaveCount(3);
  for (const size of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, 'body');
  }
  await prompt(page).getByRole('button', { name: 'Not now' }).click();
  await expect(prompt(page)).toHaveCount(0);
  expect(await serverPrompt(page, player)).toMatchObject({ due: false, last_answer: 'not_now' });
  await page.reload();
  await expect(page.getByTestId('balance-button')).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);

  await aYearLater(page, player);
  await page.reload();
  await prompt(page).getByRole('button', { name: 'Set a deposit limit' }).click();
  await expect(page).toHaveURL(/\/account\/limits$/);
  await expect(page.getByRole('tab', { name: 'Deposit Limits' })).toBeVisible();
  expect(await serverPrompt(page, player)).toMatchObject({ due: false, last_answer: 'set' });
});
