import { hoursAndMinutes } from './hoursAndMinutes';

it.each([
  [0, '0 minutes'],
  [59, '0 minutes'],
  [60, '1 minute'],
  [15 * 60 + 59, '15 minutes'],
  [3600, '1 hour 0 minutes'],
  [3600 + 60, '1 hour 1 minute'],
  [2 * 3600 + 5 * 60, '2 hours 5 minutes'],
  [26 * 3600, '26 hours 0 minutes'],
])('reads %i seconds as %s', (seconds, text) => {
  expect(hoursAndMinutes(seconds)).toBe(text);
});
