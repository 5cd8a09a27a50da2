import { expect, test, type Page } from '@playwright/test';
import {
  apiUrlOf,
  dayTooYoung,
  expectNoSeriousA11yViolations,
  NEW_PASSWORD,
  uniquePlayer,
} from '../../support/auth';
import { currentUserWith, cookieToken } from '../sessionToken';
import { typeBirthDate } from '../birthDate';

async function fillUsForm(page: Page, birthDate: string) {
  const dialog = page.getByRole('dialog');
  const { name, email, lastName } = uniquePlayer('us');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByLabel('First Name').fill('Casey');
  await dialog.getByLabel('Last Name').fill(lastName);
  await typeBirthDate(dialog.getByLabel('Date of Birth'), birthDate, true);
  await dialog.getByLabel('Cell Phone Number').fill('515 555 0188');
  await dialog.getByLabel('Last 4 digits of SSN').fill('6789');
  await dialog.getByRole('button', { name: 'Enter address manually' }).click();
  await dialog.getByLabel('Street Number').fill('400');
  await dialog.getByLabel('Street Name').fill('Locust');
  await dialog.getByLabel('Street Type').selectOption('Street');
  await dialog.getByLabel('City').fill('Des Moines');
  await dialog.getByLabel('State').selectOption('IA');
  await dialog.getByLabel('Zip Code').fill('50309');
  await dialog.getByRole('checkbox', { name: /at least 21 years of age/ }).check();
  await dialog.getByRole('checkbox', { name: /not self-excluded/ }).check();
  await dialog.getByRole('checkbox', { name: /I have read and accept/ }).check();
  return email;
}

test('a new US player signs up through CONFIRM DETAILS', async ({ page }, testInfo) => {
  await page.goto('/betting?modal=signup');
  const dialog = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
  await expect(dialog.getByLabel('Country')).toHaveValue('US');
  await expect(dialog.getByLabel('Date of Birth')).toHaveAccessibleDescription('MM/DD/YYYY');
  const email = await fillUsForm(page, '1990-02-01');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'CONFIRM DETAILS' })).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Edit details' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/modal=onboarding-(verification|deposit)/);
  await expect(page.getByTestId('balance-button')).toBeVisible();
  const current = await currentUserWith(page, apiUrlOf(testInfo), await cookieToken(page));
  expect((await current.json()).data.birth_date).toBe('1990-02-01');
});

test('a US player under 21 is refused with the spec message', async ({ page }) => {
  await page.goto('/betting?modal=signup');
  const dialog = page.getByRole('dialog', { name: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY' });
  await fillUsForm(page, dayTooYoung(21));
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByText('You must be at least 21 years old')).toBeVisible();
  await expect(dialog.getByLabel('Date of Birth')).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'CONFIRM DETAILS' })).toHaveCount(0);
});

test('a US portal takes an address only in the state it serves', async ({ page }, testInfo) => {
  await page.goto('/betting?modal=signup');
  const email = await fillUsForm(page, '1990-02-01');
  const state = page.getByRole('dialog').getByLabel('State');
  expect(await state.locator('option').allTextContents()).toEqual(['Select a state', 'Iowa']);

  const { name } = uniquePlayer('tx');
  const texan = await page.request.post(`${apiUrlOf(testInfo)}/users`, {
    data: {
      name,
      email: `tx.${email}`,
      password: NEW_PASSWORD,
      first_name: 'Casey',
      last_name: uniquePlayer('tx').lastName,
      birth_date: '1990-02-01',
      phone: '512 555 0188',
      country: 'US',
      street_number: '100',
      street_name: 'Congress',
      street_type: 'Avenue',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
      ssn: '6789',
      accept_terms: true,
      opted_in: false,
    },
  });
  expect(texan.status()).toBe(422);
  expect((await texan.json()).errors.state).toEqual([
    'We can only open accounts for players with an address in Iowa.',
  ]);
});

test('the US sign-up checkboxes are all the same size on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/betting?modal=signup');
  const boxes = page.getByRole('dialog').getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const sizes = await boxes.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return `${width}x${height}`;
    }),
  );
  expect(sizes.length).toBeGreaterThanOrEqual(3);
  expect([...new Set(sizes)]).toEqual(['20x20']);
});
