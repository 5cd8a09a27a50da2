import { apiUrlOf, NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { TOKEN_COOKIE } from '../support/players';
import { closeWhatsNewAfterLogin } from '../support/shell';
import { described, expect, test } from './compat';

const auth = described('mf-auth');
const shell = described('mf-shell');

test('mf-auth and mf-shell: the login modal signs in on the server and Logout ends the session there', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  const currentUser = (token: string) =>
    page.request.get(`${api}/users/current`, { headers: { Authorization: `Bearer ${token}` } });

  await page.goto('/betting');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Username or Email'), `${auth}: login modal`).toBeVisible();
  await dialog.getByLabel('Username or Email').fill(email);
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance-button'), `${auth}: signed in`).toBeVisible();

  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.value ?? '';
  const accepted = await currentUser(token);
  expect(accepted.status(), `${auth}: the API accepts the session's token`).toBe(200);
  expect((await accepted.json()).data.email).toBe(email);
  await closeWhatsNewAfterLogin(page);

  const loggedOut = page.waitForResponse(
    (response) => response.url() === `${api}/auth` && response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await loggedOut).status(), `${shell}: Logout reaches the API`).toBeLessThan(300);
  await expect(page.getByTestId('balance-button'), `${shell}: signed out`).toHaveCount(0);
  expect((await currentUser(token)).status(), 'the old token is refused').toBe(401);
});

test('mf-auth: the sign-up modal opens from Join and validates what the player types', async ({
  page,
}) => {
  await page.goto('/betting');
  await page.getByRole('banner').getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/modal=signup/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Username'), `${auth}: sign-up modal`).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Email').blur();
  await expect(dialog.getByText('Must be a valid email address'), `${auth}: email`).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Username is required'), `${auth}: required`).toBeVisible();
});
