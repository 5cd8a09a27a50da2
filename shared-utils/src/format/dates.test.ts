import { defaultConfig } from '../config/defaultConfig';
import { formatDate, formatDateTime, formatShortDate, formatTime } from './dates';

const AU = defaultConfig;
const US = { ...defaultConfig, region: 'US' as const, language: 'enUS' as const };
const date = new Date(2024, 0, 5, 14, 3, 9);

describe('AU formats', () => {
  it("shows dates as 'ddd D MMM YYYY' (the default region)", () => {
    expect(formatDate(date)).toBe('Fri 5 Jan 2024');
    expect(formatDate('2024-11-23', AU)).toBe('Sat 23 Nov 2024');
  });

  it("shows times as 'HH:mm:ss Z'", () => {
    expect(formatTime(date, AU)).toMatch(/^14:03:09 [+-]\d\d:\d\d$/);
  });

  it('shows short dates day first (d/MM/yyyy)', () => {
    expect(formatShortDate(date, AU)).toBe('5/01/2024');
  });

  it('joins date and time', () => {
    expect(formatDateTime(date, AU)).toMatch(/^Fri 5 Jan 2024 14:03:09 [+-]\d\d:\d\d$/);
  });
});

describe('US formats', () => {
  it("shows dates as 'ddd, MMM D, YYYY'", () => {
    expect(formatDate(date, US)).toBe('Fri, Jan 5, 2024');
  });

  it("shows times as 'hh:mm:ss A'", () => {
    expect(formatTime(date, US)).toBe('02:03:09 PM');
  });

  it('shows short dates month first (MM/d/yyyy)', () => {
    expect(formatShortDate(date, US)).toBe('01/5/2024');
  });

  it('uses US formats with the US language outside the US region', () => {
    expect(formatDate(date, { ...AU, language: 'enUS' })).toBe('Fri, Jan 5, 2024');
  });
});
