import { defaultConfig } from '../config/defaultConfig';
import { formatDate, formatDateTime, formatShortDate, formatTime } from './dates';

const AU = defaultConfig;
const US = { ...defaultConfig, region: 'US' as const, language: 'enUS' as const };
const date = new Date(2024, 0, 5, 14, 3, 9);

describe('AU formats', () => {
  it("shows dates as 'EEE d MMM yyyy' (the default region)", () => {
    expect(formatDate(date)).toBe('Fri 5 Jan 2024');
    expect(formatDate('2024-11-23', AU)).toBe('Sat 23 Nov 2024');
  });

  it("shows times as 'HH:mm:ss xxx'", () => {
    expect(formatTime(date, AU)).toMatch(/^14:03:09 [+-]\d\d:\d\d$/);
  });

  it('writes the offset from UTC with its sign, hours and minutes', () => {
    const offset = jest.spyOn(Date.prototype, 'getTimezoneOffset');
    offset.mockReturnValue(-600);
    expect(formatTime(date, AU)).toBe('14:03:09 +10:00');
    offset.mockReturnValue(-330);
    expect(formatTime(date, AU)).toBe('14:03:09 +05:30');
    offset.mockReturnValue(300);
    expect(formatTime(date, AU)).toBe('14:03:09 -05:00');
    offset.mockRestore();
  });

  it('names every month and weekday', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDate(new Date(2024, month, 1)));
    expect(months.map((text) => text.split(' ')[2])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    const days = Array.from({ length: 7 }, (_, day) => formatDate(new Date(2024, 0, 7 + day)));
    expect(days.map((text) => text.split(' ')[0])).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('shows short dates day first (d/MM/yyyy)', () => {
    expect(formatShortDate(date, AU)).toBe('5/01/2024');
  });

  it('joins date and time', () => {
    expect(formatDateTime(date, AU)).toMatch(/^Fri 5 Jan 2024 14:03:09 [+-]\d\d:\d\d$/);
  });
});

describe('US formats', () => {
  it("shows dates as 'EEE, MMM d, yyyy'", () => {
    expect(formatDate(date, US)).toBe('Fri, Jan 5, 2024');
  });

  it("shows times as 'hh:mm:ss a'", () => {
    expect(formatTime(date, US)).toBe('02:03:09 PM');
  });

  it('shows short dates month first (MM/d/yyyy)', () => {
    expect(formatShortDate(date, US)).toBe('01/5/2024');
  });

  it('uses US formats with the US language outside the US region', () => {
    expect(formatDate(date, { ...AU, language: 'enUS' })).toBe('Fri, Jan 5, 2024');
  });
});

describe('inputs', () => {
  it('reads ISO dates and date-times without an offset as local time', () => {
    expect(formatShortDate('2024-01-05', AU)).toBe('5/01/2024');
    expect(formatDateTime('2024-01-05T14:03:09', US)).toBe('Fri, Jan 5, 2024 02:03:09 PM');
    expect(formatTime('2024-01-05 14:03:09.250', US)).toBe('02:03:09 PM');
  });

  it('reads strings with an offset as that instant', () => {
    expect(formatTime('2024-01-05T14:03:09Z', US)).toBe(
      formatTime(Date.UTC(2024, 0, 5, 14, 3, 9), US),
    );
    expect(formatDate('2024-01-05T00:00:00+00:00', AU)).toBe(formatDate(Date.UTC(2024, 0, 5), AU));
  });

  it('reads other date strings with the Date constructor', () => {
    expect(formatShortDate('2024/01/05', AU)).toBe('5/01/2024');
  });

  it('takes epoch milliseconds and objects whose value is epoch milliseconds', () => {
    expect(formatDate(date.getTime(), AU)).toBe('Fri 5 Jan 2024');
    expect(formatDate({ valueOf: () => date.getTime() }, US)).toBe('Fri, Jan 5, 2024');
  });

  it('formats now when the date is missing', () => {
    expect(formatShortDate(undefined, AU)).toBe(formatShortDate(new Date(), AU));
  });

  it("shows 'Invalid Date' for null and for what is not a date", () => {
    expect(formatDate(null, AU)).toBe('Invalid Date');
    expect(formatTime('not a date', US)).toBe('Invalid Date');
    expect(formatShortDate(new Date(NaN), AU)).toBe('Invalid Date');
    expect(formatDateTime('', AU)).toBe('Invalid Date Invalid Date');
  });

  it('shows years below 1000 with four digits', () => {
    expect(formatShortDate(new Date(999, 0, 5), AU)).toBe('5/01/0999');
  });
});
