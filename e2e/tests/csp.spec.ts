import { expect, test, type Page } from '@playwright/test';
import { apiUrlOf, loginThroughModal, NEW_PASSWORD, registerAuPlayer } from './support/auth';

/**
 * Collects every Content-Security-Policy violation the page reports, across reloads: the
 * securitypolicyviolation events and Chromium's "Refused to …" console errors.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the composed portal runs under its Content-Security-Policy without a violation', async ({
  page,
}, testInfo) => {
  const violations = await collectViolations(page);
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);

  const response = await page.goto('/betting?modal=signup');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain('frame-ancestors');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('dialog')).toBeVisible();

  for (const modal of ['forgot-password', 'login']) {
    await page.goto(`/betting?modal=${modal}`);
    await expect(page.getByRole('dialog')).toBeVisible();
  }

  await loginThroughModal(page, email, NEW_PASSWORD);
  // The balance follows a credit through the realtime server, so its WebSocket is allowed.
  const credit = await page.request.post(`${api}/dev/wallet/credit`, {
    data: { email, amount: 1234 },
  });
  expect(credit.ok()).toBe(true);
  await expect(page.getByTestId('balance-button')).toContainText('$12.34');

  for (const modal of ['deposit', 'update-password']) {
    await page.goto(`/betting?modal=${modal}`);
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  for (const route of ['/account/profile', '/account/transactions', '/fantasy']) {
    await page.goto(route);
    await expect(page.getByTestId('balance-button')).toContainText('$12.34');
  }
  expect(violations).toEqual([]);
});

test('the import-map-overrides tools open under the policy without a violation', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto('/betting');
  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await page.locator('import-map-overrides-full button').first().click();
  await expect(page.locator('import-map-overrides-full').getByText('@portal/shell')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the policy is enforced: a script from another origin is refused and reported', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto('/betting');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://scripts.example.invalid/steal.js';
    document.head.append(script);
  });
  await expect
    .poll(() => violations.join('\n'))
    .toContain('script-src-elem blocked https://scripts.example.invalid/steal.js');
});
