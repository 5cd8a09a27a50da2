import { expect, test } from '@playwright/test';
import {
  apiUrlOf,
  expectNoSeriousA11yViolations,
  loginThroughModal,
  NEW_PASSWORD,
  registerAuPlayer,
} from '../../support/auth';

// Publishing a terms version asks every player of that portal again, so this runs on its own portal
// (the terms project in playwright.config.ts).
test('a signed-in player must accept a new terms version before going on', async ({
  page,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  const version = `e2e-${Date.now()}`;
  const published = await page.request.post(`${api}/dev/terms`, {
    data: { version, url: '/terms-and-conditions' },
  });
  expect(published.ok()).toBe(true);

  await loginThroughModal(page, email, NEW_PASSWORD);
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(terms.getByRole('button', { name: 'Accept' })).toBeVisible();

  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(page).not.toHaveURL(/modal=terms-and-conditions/);
  await page.reload();
  await expect(page.getByTestId('balance-button')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0);
});
