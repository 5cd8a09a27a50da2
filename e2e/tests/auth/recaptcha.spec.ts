import { expect, test, type Page } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer } from '../support/auth';

const SITE_KEY = 'e2e-site-key';

// The static host allows reCAPTCHA in its CSP only when it is configured with a site key (its own
// tests cover that); this portal has none, so the page's CSP is set aside for the stand-in client.
test.use({ bypassCSP: true });

/**
 * Serves the portal as if it were configured with a reCAPTCHA site key: the runtime config the web
 * host writes into the page gains the key (and `features`) as the page is parsed, before root-config
 * reads it (a page served by the test itself would lose its local-network access to the API), and
 * Google's client is a stand-in whose token the API's sandbox captcha refuses ('invalid-captcha').
 * Returns the reCAPTCHA script URLs the page asked for.
 */
async function withSiteKey(page: Page, features: Record<string, boolean> = {}): Promise<string[]> {
  const scripts: string[] = [];
  await page.addInitScript(
    ({ siteKey, extra }) => {
      const observer = new MutationObserver(() => {
        const text = document.getElementById('portal-runtime-config')?.textContent?.trim();
        if (!text?.endsWith('}')) return;
        observer.disconnect();
        const element = document.getElementById('portal-runtime-config') as HTMLElement;
        const config = JSON.parse(text);
        config.recaptcha = { siteKey };
        config.features = { ...config.features, ...extra };
        element.textContent = JSON.stringify(config);
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { siteKey: SITE_KEY, extra: features },
  );
  await page.route('https://www.google.com/recaptcha/api.js*', async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => callback(),
        execute: async () => 'invalid-captcha',
      };`,
    });
  });
  return scripts;
}

test('with a site key the login sends the reCAPTCHA token, and the API judges it', async ({
  page,
}, testInfo) => {
  const email = await registerAuPlayer(page.request, apiUrlOf(testInfo));
  const scripts = await withSiteKey(page);
  await page.goto('/betting?modal=login');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/protected by reCAPTCHA/)).toBeVisible();
  await expect
    .poll(() => scripts)
    .toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`]);

  await dialog.getByLabel('Username or Email').fill(email);
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  const login = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/auth' && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Login' }).click();

  expect((await login).postDataJSON()).toMatchObject({ recaptcha_token: 'invalid-captcha' });
  await expect(dialog.getByRole('alert')).toContainText('The reCAPTCHA check failed');
  await expect(page.getByTestId('balance-button')).toHaveCount(0);
});

test('the single-brand configuration shows no notice and loads no reCAPTCHA client', async ({
  page,
}) => {
  const scripts = await withSiteKey(page, { singleBrand: true });
  await page.goto('/betting?modal=login');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Username or Email')).toBeVisible();
  await expect(dialog.getByText(/protected by reCAPTCHA/)).toHaveCount(0);
  expect(scripts).toEqual([]);
});
