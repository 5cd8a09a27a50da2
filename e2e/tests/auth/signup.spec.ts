import { expect, test, type Page } from '@playwright/test';
import {
  apiUrlOf,
  dayTooYoung,
  expectNoSeriousA11yViolations,
  NEW_PASSWORD,
  uniquePlayer,
} from '../support/auth';
import { currentUserWith, cookieToken } from './sessionToken';
import { typeBirthDate } from './birthDate';

async function fillAccount(page: Page, birthDate: string) {
  const dialog = page.getByRole('dialog');
  const { name, email, lastName } = uniquePlayer('au');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByLabel('First Name').fill('Ava');
  await dialog.getByLabel('Last Name').fill(lastName);
  await typeBirthDate(dialog.getByLabel('Date of Birth'), birthDate);
  await dialog.getByLabel('Mobile Number').fill('0412 345 678');
  return email;
}

test('a new AU player signs up with a looked-up address and lands in onboarding', async ({
  page,
}, testInfo) => {
  await page.goto('/betting?modal=signup');
  const dialog = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
  await expect(dialog.getByLabel('Welcome code (optional)')).toHaveValue('WELCOME');
  await fillAccount(page, '1990-02-01');

  await dialog.getByRole('combobox', { name: 'Address' }).pressSequentially('12 George', {
    delay: 30,
  });
  await dialog.getByRole('option', { name: /12 George St/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Address' })).toHaveValue(
    /12 George St, Sydney NSW 2000/,
  );
  await dialog.getByRole('radio', { name: 'Set limit' }).check();
  await dialog.getByLabel('Limit amount ($)').fill('250');
  await dialog.getByLabel('Limit amount ($)').blur();
  await expect(dialog.getByLabel('Limit amount ($)')).toHaveValue('250.00');
  await dialog.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/modal=onboarding-verification/);
  await expect(page.getByTestId('balance-button')).toBeVisible();
  const current = await currentUserWith(page, apiUrlOf(testInfo), await cookieToken(page));
  expect((await current.json()).data.birth_date).toBe('1990-02-01');
});

test('the date of birth is typed day first and limited as the player types', async ({ page }) => {
  await page.goto('/betting?modal=signup');
  const field = page.getByRole('dialog').getByLabel('Date of Birth');
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveAccessibleDescription('DD/MM/YYYY');

  await field.pressSequentially('3');
  await field.pressSequentially('9');
  await expect(field).toHaveValue('3');
  await field.pressSequentially('1');
  await field.pressSequentially('3');
  await expect(field).toHaveValue('31/03');
  await field.pressSequentially('3');
  await expect(field).toHaveValue('31/03');
  await field.pressSequentially('20319');
  await expect(field).toHaveValue('31/03/2019');
});

test('a player under 18 is refused with the spec message', async ({ page }) => {
  await page.goto('/betting?modal=signup');
  const dialog = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
  await fillAccount(page, dayTooYoung(18));
  await dialog.getByLabel('Date of Birth').blur();

  await expect(dialog.getByText('You must be at least 18 years old')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByLabel('Date of Birth')).toBeFocused();
  await expect(page).toHaveURL(/modal=signup/);
});
