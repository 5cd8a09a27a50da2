import { expect, test } from '@playwright/test';
import { API_URL } from './support/ports';
import { currentBalance, DEMO_AU, formatCents, signIn } from './support/players';

test('the header shows the balance and follows a realtime balance change without reload or a read of the user', async ({
  page,
}) => {
  const token = await signIn(page, DEMO_AU);
  const before = await currentBalance(page.request, token);
  // The private channel's subscription reads the user once (a credit made before it is not lost);
  // after that, the event alone moves the balance.
  const fromApi = (path: string) => (response: { url(): string }) =>
    response.url().startsWith(`${API_URL}${path}`);
  const subscribed = page
    .waitForResponse(fromApi('/broadcasting/auth'))
    .then(() => page.waitForResponse(fromApi('/users/current')));
  await page.goto('/betting');
  await subscribed;
  const button = page.getByTestId('balance-button');
  await expect(button).toContainText(formatCents(before));

  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  const userReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/users/current`)) userReads.push(request.url());
  });
  const credit = await page.request.post(`${API_URL}/dev/wallet/credit`, {
    data: { email: DEMO_AU, amount: 1234 },
  });
  expect(credit.ok()).toBe(true);

  await expect(button).toContainText(formatCents(before + 1234));
  expect(reloaded).toBe(false);
  expect(userReads, 'the realtime event carries the balance: the user is not read again').toEqual(
    [],
  );
});
