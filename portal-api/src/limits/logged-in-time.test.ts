import { belowLimitAt } from './logged-in-time';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('belowLimitAt', () => {
  it('is now when the time in the window is under the limit', () => {
    expect(belowLimitAt([{ from: 0, to: 30 * MIN }], 60 * MIN, DAY, 40 * MIN)).toBe(40 * MIN);
  });

  it('is a day after the moment enough of the oldest time has left the window', () => {
    const spans = [
      { from: 0, to: 40 * MIN },
      { from: 120 * MIN, to: 150 * MIN },
    ];
    // 70 min in the window against 60: 10 min of the first span must leave it.
    expect(belowLimitAt(spans, 60 * MIN, DAY, 150 * MIN)).toBe(10 * MIN + 1 + DAY);
  });

  it('counts overlapping sessions both, so the time leaves twice as fast', () => {
    const spans = [
      { from: 0, to: 40 * MIN },
      { from: 0, to: 40 * MIN },
    ];
    expect(belowLimitAt(spans, 60 * MIN, DAY, 40 * MIN)).toBe(10 * MIN + 1 + DAY);
  });
});
