/** The chart's drawing box; the SVG stretches it to the width it is given. */
export const CHART_BOX = { width: 600, height: 160 };

/** One month's pair of figures: the month's and the same month's a year earlier, in cents. */
export interface MonthPair {
  value: number;
  earlier: number;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
  /** The bar of the year-earlier month (drawn outlined, left of its month's). */
  earlier: boolean;
}

/**
 * The bars of a series, each month's year-earlier bar then its own, on one scale from the lowest
 * figure (or zero) to the highest (or zero); `zeroY` is where the zero line runs.
 */
export function chartBars(pairs: readonly MonthPair[]): { bars: Bar[]; zeroY: number } {
  const figures = pairs.flatMap((pair) => [pair.value, pair.earlier]);
  const top = Math.max(0, ...figures);
  const bottom = Math.min(0, ...figures);
  const span = top - bottom || 1;
  const y = (cents: number) => ((top - cents) / span) * CHART_BOX.height;
  const zeroY = y(0);
  const slot = CHART_BOX.width / Math.max(pairs.length, 1);
  const width = slot * 0.32;
  const bar = (cents: number, x: number, earlier: boolean): Bar => ({
    x,
    y: Math.min(y(cents), zeroY),
    width,
    height: Math.abs(y(cents) - zeroY),
    negative: cents < 0,
    earlier,
  });
  const bars = pairs.flatMap((pair, index) => {
    const start = index * slot + slot * 0.14;
    return [bar(pair.earlier, start, true), bar(pair.value, start + width + slot * 0.08, false)];
  });
  return { bars, zeroY };
}
