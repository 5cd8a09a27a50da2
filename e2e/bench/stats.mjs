// Runs measures interleaved (baseline, portal, baseline, portal, ...) so a machine that slows down
// or speeds up during the bench weighs on both alike, and sums the runs up as medians and spreads.

/** Runs `measure(subject)` `runs` times on each subject in turn; returns each subject's results. */
export async function interleaved(runs, subjects, measure, label) {
  const results = subjects.map(() => []);
  const started = Date.now();
  process.stdout.write(`${label}: `);
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, subject] of subjects.entries()) {
      results[index].push(await measure(subject));
    }
    process.stdout.write('.');
  }
  process.stdout.write(` ${runs} runs in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  return results;
}

/** The median and the spread (min and max) of some numbers. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}
