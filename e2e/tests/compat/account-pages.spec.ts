import { apiUrlOf, loginThroughModal, NEW_PASSWORD, registerAuPlayer } from '../support/auth';
import { accountPages } from '../support/accountPages';
import { described, expect, expectMounted, test } from './compat';

test('mf-account-profile, mf-payments and mf-responsible-gambling: the account pages and the deposit', async ({
  page,
}, testInfo) => {
  const email = await registerAuPlayer(page.request, apiUrlOf(testInfo));
  await loginThroughModal(page, email, NEW_PASSWORD);

  for (const { path, app, title } of accountPages) {
    await page.goto(path);
    await expectMounted(page, app, title);
  }
  await page.goto('/account/profile');
  await expectMounted(page, '@portal/account-profile#profile', 'Hi, Erin');
  await page.goto('/account/limits?modal=deposit');
  await expect(
    page.getByRole('dialog', { name: 'Deposit' }),
    `${described('mf-payments')}: the deposit modal`,
  ).toBeVisible();
});
