import { ageOn, isValidBirthDate } from './birthDate';

it('counts whole years to the local date, birthdays included', () => {
  const today = new Date(2026, 0, 15);
  expect(ageOn('2008-01-15', today)).toBe(18);
  expect(ageOn('2008-01-16', today)).toBe(17);
  expect(ageOn('2000-02-29', new Date(2026, 1, 28))).toBe(25);
});

it('accepts real dates from 1900 to 2029 only', () => {
  expect(isValidBirthDate('1900-01-01')).toBe(true);
  expect(isValidBirthDate('2029-12-31')).toBe(true);
  expect(isValidBirthDate('2030-01-01')).toBe(false);
  expect(isValidBirthDate('2001-02-29')).toBe(false);
  expect(isValidBirthDate('01/02/1990')).toBe(false);
  expect(isValidBirthDate(undefined)).toBe(false);
});
