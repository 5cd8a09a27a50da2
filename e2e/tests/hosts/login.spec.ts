// A signed-out player logs in from inside a client app through the portal's login modal: signed in
// once, they are signed in in both client apps with the one balance.
import { expect, test } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { closeWhatsNewAfterLogin } from '../support/shell';
import { clientApp, clientAppBalance } from './clientApps';

test("Log in in the fantasy app opens the portal's login; both apps then show the one balance", async ({
  page,
}) => {
  const email = await registerAuPlayer(page.request, apiUrlOf(test.info()));
  const credit = await page.request.post(`${apiUrlOf(test.info())}/dev/wallet/credit`, {
    data: { email, amount: 4_321 },
  });
  expect(credit.ok()).toBe(true);
  await page.goto('/fantasy/my-teams');
  const fantasy = clientApp(page, 2);
  await expect(fantasy.getByText('Log in to see your teams.')).toBeVisible();
  await expect(clientAppBalance(page, 2)).toHaveCount(0);

  await fantasy.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/modal=login/);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or Email').fill(email);
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();

  await expect(clientAppBalance(page, 2)).toHaveText('$43.21');
  await expect(fantasy.getByText(/You have no saved teams/)).toBeVisible();
  await closeWhatsNewAfterLogin(page);
  await page
    .getByRole('navigation', { name: 'Brands' })
    .getByRole('link', { name: 'Betting' })
    .click();
  await expect(clientAppBalance(page, 1)).toHaveText('$43.21');
  await expect(page.getByTestId('balance-button')).toContainText('$43.21');
});
