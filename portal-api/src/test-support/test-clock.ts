import type { Clock } from '../clock';

export interface TestClock extends Clock {
  advance(seconds: number): void;
}

export const TEST_CLOCK_START = new Date('2026-03-01T10:00:00.000Z');

/** A clock that stands still until advanced. */
export function createTestClock(start = TEST_CLOCK_START): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (seconds) => {
    now += seconds * 1000;
  };
  return clock;
}
