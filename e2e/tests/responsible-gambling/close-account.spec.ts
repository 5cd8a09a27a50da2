// Close Account against portal-api (docs/responsible-gambling-api.md): closing logs the player out
// at once, and logging in again is refused; the closed account may still sign in read-only, to its
// statements and history.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, NEW_PASSWORD } from '../support/auth';
import { depositByCardThroughApi, signInNewAuPlayer } from '../support/deposits';
import { TOKEN_COOKIE } from '../support/players';
import {
  accountPage,
  confirmDialog,
  expectLoggedOutAndLoginRefused,
  expectSessionEnded,
  notice,
} from '../support/responsibleGambling';

test('closing the account logs the player out, and login is refused', async ({ page }) => {
  const player = await signInNewAuPlayer(page, test.info(), { verified: false });
  await page.goto('/account/close-account');
  const screen = accountPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Close Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  await screen.getByRole('button', { name: 'Close Account' }).click();
  await confirmDialog(page, 'Confirm Close Account', 'Close Account');
  await expect(notice(page, 'Your account has been closed. You are now logged out.')).toBeVisible();

  await expectLoggedOutAndLoginRefused(
    page,
    player.email,
    'Your account is closed. Please contact customer support.',
  );
  await expectSessionEnded(page, player);
  await expectNoSeriousA11yViolations(page);
});

test('a closed account signs in read-only to its statements and history, and nothing else', async ({
  page,
}) => {
  const player = await signInNewAuPlayer(page, test.info());
  await depositByCardThroughApi(page.request, player, 10_000);
  const closed = await page.request.post(`${player.api}/users/close`, { headers: player.headers });
  expect(closed.ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto('/betting?modal=login');
  const login = page.getByRole('dialog');
  await login.getByLabel('Username or Email').fill(player.email);
  await login.getByLabel('Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(
    login.getByText('Your account is closed. Please contact customer support.'),
  ).toBeVisible();
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  await login.getByRole('button', { name: 'Read your statements and history' }).click();

  await expect(page).toHaveURL(/\/account\/activity$/);
  const closedNotice = page.getByRole('region', { name: 'Your account is closed.' });
  await expect(closedNotice).toContainText('You can still read your statements and history.');
  await expect(page.getByRole('main').locator('dt:text-is("Deposits") + dd')).toHaveText('$100.00');
  await expectNoSeriousA11yViolations(page, 'body');

  await closedNotice.getByRole('link', { name: 'Cash Transactions' }).click();
  await expect(page).toHaveURL(/\/account\/transactions$/);
  await expect(page.getByRole('main').getByText('$100.00').first()).toBeVisible();

  // The session the page holds reads, and the server refuses it anything else.
  const token = (await page.context().cookies()).find(({ name }) => name === TOKEN_COOKIE)?.value;
  const headers = { Authorization: `Bearer ${token}` };
  const deposit = await page.request.post(`${player.api}/deposit/fatzebra/create`, {
    headers,
    data: { amount: 5_000 },
  });
  expect(deposit.status()).toBe(403);
  expect((await deposit.json()).errors.error).toEqual([
    'Your account is closed. Please contact customer support. You can still read your statements and history.',
  ]);
  const account = await page.request.get(`${player.api}/users/current`, { headers });
  expect((await account.json()).data).toMatchObject({ balance: 10_000, status: { id: 4 } });
});
