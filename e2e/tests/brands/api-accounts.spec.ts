import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO_AU, DEMO_PASSWORD, PORTS, TOKEN_COOKIE } from '../support/players';
import { closeWhatsNewAfterLogin } from '../support/shell';

/**
 * A player's account belongs to the brand they signed up on (issue 17): on another brand's site the
 * portal API refuses its login as unknown credentials and its session as invalid.
 */
const BRAND_B_HOST = 'brand-b.localhost';
const BRAND_B = `http://${BRAND_B_HOST}:${PORTS.portal}`;
const DEMO_B = 'demo.b@portal.test';

async function submitLogin(page: Page, email: string) {
  await page.goto(`${BRAND_B}/betting?modal=login`);
  const login = page.getByRole('dialog');
  await login.getByLabel('Username or Email').fill(email);
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  return login;
}

test('another brand’s player cannot log in on brand B; its own player can', async ({ page }) => {
  const login = await submitLogin(page, DEMO_AU);
  await expect(login.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page.getByTestId('balance-button')).toHaveCount(0);

  await submitLogin(page, DEMO_B);
  await expect(page.getByTestId('balance-button')).toBeVisible();
  await closeWhatsNewAfterLogin(page);
  await page.getByTestId('balance-button').click();
  await expect(page.getByText('$420.00').first()).toBeVisible();
});

test('a session of another brand’s account is not kept on brand B', async ({ page }) => {
  const token = await apiLogin(page.request, DEMO_AU);
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, domain: BRAND_B_HOST, path: '/' }]);
  await page.goto(`${BRAND_B}/betting`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
});
