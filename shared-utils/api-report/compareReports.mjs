// How a committed API report and today's differ. The surface is every line of the report's code
// block but comments and blank lines. A line of the committed surface that today's no longer has
// was removed or changed: code built against it may break, so it is allowed only when the package's
// major version is above the one the committed report records. Added lines only need recording.
import * as prettier from 'prettier';

const VERSION_LINE = /^> Recorded at major version (\d+) /m;

/** The marks API Extractor writes on every declaration; this private package has no release tags. */
const NOISE_MARKS = /\s*(@public|\(undocumented\))/g;

/**
 * The report to commit, from API Extractor's: named for the entry, with the package's major version,
 * without release-tag and "(undocumented)" marks, formatted by the repository's Prettier settings.
 */
export async function toRecord(generated, { moduleName, packageName, major, filepath }) {
  const lines = generated
    .split('\n')
    .map((line) => (/^\s*\/\//.test(line) ? line.replace(NOISE_MARKS, '') : line))
    .filter((line) => !/^\s*\/\/$/.test(line));
  lines[0] = `## API Report File for "${moduleName}"`;
  const notice = lines.findIndex((line) => line.startsWith('> Do not edit'));
  lines.splice(
    notice + 1,
    0,
    '',
    `> Recorded at major version ${major} of ${packageName}: removing or changing a line of this surface needs version ${major + 1}.0.0 (docs/ci.md).`,
  );
  const text = lines.join('\n');
  return prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
}

/** The major version a report was recorded at (0 for no report). */
export function recordedMajor(report) {
  return Number(report.match(VERSION_LINE)?.[1] ?? 0);
}

function surface(report) {
  const code = report.split(/^```.*$/m)[1] ?? '';
  return code.split('\n').filter((line) => line.trim() && !line.trim().startsWith('//'));
}

/** The longest common subsequence of two line lists, as a table of suffix lengths. */
function commonSuffixLengths(a, b) {
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i][j] =
        a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  return table;
}

/** A surface line with the top-level declaration it belongs to. */
function located(lines, index) {
  const line = lines[index];
  if (!/^\s/.test(line)) return { line, declaration: line };
  const declaration = lines.slice(0, index).findLast((candidate) => !/^\s/.test(candidate));
  return { line, declaration };
}

/** `{ added, removed }`: surface lines, each `{ line, declaration }`, in report order. */
export function compareReports(recorded, today) {
  const before = surface(recorded);
  const after = surface(today);
  const table = commonSuffixLengths(before, after);
  const added = [];
  const removed = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      i += 1;
      j += 1;
    } else if (j < after.length && (i === before.length || table[i][j + 1] >= table[i + 1][j])) {
      added.push(located(after, j));
      j += 1;
    } else {
      removed.push(located(before, i));
      i += 1;
    }
  }
  return { added, removed };
}

/**
 * `current` when today's report is the committed one; `breaking` when it removes or changes a line
 * of the committed surface and `major` is not above the recorded major; otherwise `stale`: today's
 * report must be recorded (npm run api-report -w shared-utils).
 */
export function assessReport({ recorded, today, major }) {
  const { added, removed } = compareReports(recorded, today);
  if (recorded === today) return { status: 'current', added, removed };
  const breaking = removed.length > 0 && major <= recordedMajor(recorded);
  return { status: breaking ? 'breaking' : 'stale', added, removed };
}
