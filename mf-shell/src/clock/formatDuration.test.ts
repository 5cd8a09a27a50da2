import { formatDuration } from './formatDuration';

it.each([
  [0, '0d 00h 00m 00s'],
  [59, '0d 00h 00m 59s'],
  [3_661, '0d 01h 01m 01s'],
  [93_784, '1d 02h 03m 04s'],
  [-5, '0d 00h 00m 00s'],
  [12.9, '0d 00h 00m 12s'],
])('shows %p seconds as %s', (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text);
});
