import { expect, test } from '@playwright/test';
import {
  apiUrlOf,
  expectNoSeriousA11yViolations,
  loginThroughModal,
  NEW_PASSWORD,
  registerAuPlayer,
} from '../support/auth';

test('the terms modal accepts the current version through the API', async ({ page }, testInfo) => {
  const api = apiUrlOf(testInfo);
  const email = await registerAuPlayer(page.request, api);
  await loginThroughModal(page, email, NEW_PASSWORD);

  await page.goto('/betting?modal=terms-and-conditions');
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms.getByRole('link', { name: 'Read the Terms and Conditions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(page).not.toHaveURL(/modal=/);
});
