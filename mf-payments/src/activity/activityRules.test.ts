import { chartBars, CHART_BOX } from './chartGeometry';
import { customRangeErrors } from './customRange';
import { dayIn, yearsBefore } from './period';

it("takes today in the player's zone, not the browser's", () => {
  const now = new Date('2026-03-31T14:30:00Z');
  expect(dayIn('Australia/Sydney', now)).toBe('2026-04-01');
  expect(dayIn('America/Chicago', now)).toBe('2026-03-31');
});

it('counts years back as the API does: 29 February to 28 February', () => {
  expect(yearsBefore('2026-03-15', 7)).toBe('2019-03-15');
  expect(yearsBefore('2024-02-29', 7)).toBe('2017-02-28');
});

it('accepts a range of the last 7 years up to today, one day long or more', () => {
  expect(customRangeErrors('2019-03-15', '2026-03-15', '2026-03-15')).toEqual({});
  expect(customRangeErrors('2026-03-15', '2026-03-15', '2026-03-15')).toEqual({});
});

it('checks each day before comparing them, as the API does', () => {
  expect(customRangeErrors('2026-03-20', '2026-03-16', '2026-03-15')).toEqual({
    from: 'From must not be after today',
    to: 'To must not be after today',
  });
});

describe('the chart bars', () => {
  const { bars, zeroY } = chartBars([
    { value: 3000, earlier: 1000 },
    { value: -1000, earlier: 0 },
  ]);

  it('puts zero where the lowest loss leaves room for it, on one scale for both years', () => {
    expect(zeroY).toBe(CHART_BOX.height * 0.75);
    expect(bars.map((bar) => bar.height)).toEqual([40, 120, 0, 40]);
  });

  it("draws each month's year-earlier bar left of its own, losses below zero", () => {
    expect(bars.map((bar) => bar.earlier)).toEqual([true, false, true, false]);
    expect(bars[0].x).toBeLessThan(bars[1].x);
    expect(bars[1].x + bars[1].width).toBeLessThanOrEqual(CHART_BOX.width / 2);
    expect(bars[3]).toMatchObject({ y: zeroY, negative: true });
    expect(bars[1]).toMatchObject({ y: 0, negative: false });
  });

  it('draws an all-zero half year flat on the zero line', () => {
    const flat = chartBars([{ value: 0, earlier: 0 }]);
    expect(flat.bars.every((bar) => bar.height === 0)).toBe(true);
  });
});
