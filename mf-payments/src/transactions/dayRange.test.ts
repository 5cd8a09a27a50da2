import { addDays, daysApart, defaultRange, exportableRange, rangeQuery } from './dayRange';

/** The player's zone: Sydney (summer time until April), or a fixed offset in minutes east of UTC. */
function zone(offsetMinutes?: number) {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function offset(this: Date) {
    if (offsetMinutes !== undefined) return -offsetMinutes;
    return this.getMonth() < 3 ? -660 : -600;
  });
}

it('sends the start of FROM and of the day after TO, with the zone offset of each', () => {
  zone();
  expect(rangeQuery('2026-03-01', '2026-04-05')).toEqual({
    transaction_from: '2026-03-01T00:00:00+11:00',
    transaction_to: '2026-04-06T00:00:00+10:00',
  });
});

it.each([
  [-300, '-05:00'],
  [570, '+09:30'],
  [0, '+00:00'],
])('writes the offset %p minutes as %p', (minutes, offset) => {
  zone(minutes);
  expect(rangeQuery('2026-03-01', '2026-03-01').transaction_from).toBe(
    `2026-03-01T00:00:00${offset}`,
  );
});

it('defaults to the last 365 days up to today', () => {
  expect(defaultRange(new Date('2026-03-15T12:00:00'))).toEqual({
    from: '2025-03-15',
    to: '2026-03-15',
  });
});

it('counts days across months, years and zone changes', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  expect(daysApart('2026-04-04', '2026-04-06')).toBe(2);
});

it('exports ranges of at most 365 days, FROM not after TO', () => {
  expect(exportableRange('2025-03-15', '2026-03-15')).toBe(true);
  expect(exportableRange('2025-03-14', '2026-03-15')).toBe(false);
  expect(exportableRange('2026-03-16', '2026-03-15')).toBe(false);
});
