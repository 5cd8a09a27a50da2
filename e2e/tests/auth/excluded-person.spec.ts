// A person whose account is closed cannot open another one with a new e-mail
// (docs/responsible-gambling-api.md, "A restriction belongs to the person").
import { expect, test } from '@playwright/test';
import { apiUrlOf, NEW_PASSWORD, registerAuPlayer, uniquePlayer } from '../support/auth';
import { typeBirthDate } from './birthDate';

test('a closed player signing up again with a new e-mail is refused, and no account is made', async ({
  page,
  request,
}, testInfo) => {
  const api = apiUrlOf(testInfo);
  const { lastName } = uniquePlayer('closed');
  const email = await registerAuPlayer(request, api, { first_name: 'Erin', last_name: lastName });
  const login = await request.post(`${api}/auth`, {
    data: { email, password: NEW_PASSWORD, platform: 'web' },
  });
  const { token } = await login.json();
  const closed = await request.post(`${api}/users/close`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(closed.ok()).toBe(true);

  await page.goto('/betting?modal=signup');
  const dialog = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
  const again = uniquePlayer('again');
  await dialog.getByLabel('Username').fill(again.name);
  await dialog.getByLabel('Email').fill(again.email);
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByLabel('First Name').fill('Erin');
  await dialog.getByLabel('Last Name').fill(lastName);
  await typeBirthDate(dialog.getByLabel('Date of Birth'), '1991-04-12');
  await dialog.getByLabel('Mobile Number').fill('0412 345 678');
  await dialog.getByRole('combobox', { name: 'Address' }).pressSequentially('12 George', {
    delay: 30,
  });
  await dialog.getByRole('option', { name: /12 George St/ }).click();
  await dialog.getByRole('radio', { name: 'No limit' }).check();
  await dialog.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  await expect(
    dialog.getByText(
      'We are unable to open an account for you. Please contact customer support for help.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/modal=signup/);
  const refused = await request.post(`${api}/auth`, {
    data: { email: again.email, password: NEW_PASSWORD, platform: 'web' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.error).toEqual([
    'These credentials do not match our records.',
  ]);
});
