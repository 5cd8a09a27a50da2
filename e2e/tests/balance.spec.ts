import { expect, test } from '@playwright/test';
import { API_URL } from './support/ports';
import { currentBalance, DEMO_AU, formatCents, signIn } from './support/players';

test('the header shows the balance and follows a realtime balance change without reload', async ({
  page,
}) => {
  const token = await signIn(page, DEMO_AU);
  const before = await currentBalance(page.request, token);
  await page.goto('/betting');
  const button = page.getByTestId('balance-button');
  await expect(button).toContainText(formatCents(before));

  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  const credit = await page.request.post(`${API_URL}/dev/wallet/credit`, {
    data: { email: DEMO_AU, amount: 1234 },
  });
  expect(credit.ok()).toBe(true);

  await expect(button).toContainText(formatCents(before + 1234));
  expect(reloaded).toBe(false);
});
