import { expect, test } from '@playwright/test';
import { DEMO_AU } from '../support/players';
import {
  apiUrlOf,
  expectNoSeriousA11yViolations,
  loginThroughModal,
  NEW_PASSWORD,
  registerAuPlayer,
} from '../support/auth';

test('a wrong password shows the server message in the banner under Login', async ({ page }) => {
  const recaptchaRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/recaptcha/')) recaptchaRequests.push(request.url());
  });
  await page.goto('/betting?modal=login');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Username or Email')).toBeVisible();
  // The local default has no reCAPTCHA site key: no notice and no Google script.
  await expect(dialog.getByText(/protected by reCAPTCHA/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Username or Email').fill(DEMO_AU);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();

  await expect(dialog.getByRole('alert')).toContainText(
    'These credentials do not match our records.',
  );
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
  expect(recaptchaRequests).toEqual([]);
});

test('an account that must reset its password lands in reset-password with its email', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  await expect
    .poll(async () => {
      const response = await page.request.post(`${api}/auth`, {
        data: { email, password: 'wrong-password', recaptcha_token: 'e2e', platform: 'web' },
      });
      return (await response.json()).meta?.require_password_reset ?? false;
    })
    .toBe(true);

  await page.goto('/betting?modal=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or Email').fill(email);
  await dialog.getByLabel('Password').fill('wrong-again');
  await dialog.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/modal=reset-password/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reset.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByText('We have sent you an email to reset your password')).toBeVisible();
});

test('after login the portal reads the client summaries of each client app by client_id', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  const summaries: { clientId: string | null; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/users/client_summaries') {
      summaries.push({ clientId: url.searchParams.get('client_id'), status: response.status() });
    }
  });

  await loginThroughModal(page, email, NEW_PASSWORD);

  await expect.poll(() => summaries.map(({ clientId }) => clientId).sort()).toEqual(['1', '2']);
  expect(summaries.every(({ status }) => status === 200)).toBe(true);
});

test("a failed login shows the server's attempts left under the message", async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  await page.goto('/betting?modal=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or Email').fill(email);
  await dialog.getByLabel('Password').fill('not-the-password');
  const refused = page.waitForResponse(
    (response) => response.url() === `${api}/auth` && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Login' }).click();

  const { meta } = (await (await refused).json()) as { meta: { attempts_left: number } };
  expect(meta.attempts_left).toBeGreaterThan(1);
  await expect(dialog.getByRole('alert')).toHaveText(
    `These credentials do not match our records.\n${meta.attempts_left} attempts left`,
  );
});
