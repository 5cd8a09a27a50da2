import { minimumAge } from './birthDate';

it('gives the minimum age by region', () => {
  expect(minimumAge('AU')).toBe(18);
  expect(minimumAge('NZ')).toBe(18);
  expect(minimumAge('US')).toBe(21);
});
