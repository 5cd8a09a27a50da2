// Adds up the passed and failed test counts that Jest, node's test runner and Playwright print, so
// `npm test` can close with one plain "N passed, N failed" line for the whole suite. Through turbo each
// line starts with its task ("@portal/auth:test: "), also when replayed from the cache.
const PATTERNS = [
  // Jest: "Tests:       2 failed, 155 passed, 157 total"
  { line: /^Tests:\s+(.*)total/, passed: /(\d+) passed/, failed: /(\d+) failed/ },
  // node --test: "# pass 6" / "# fail 0"
  { line: /^# (pass|fail) \d+/, passed: /^# pass (\d+)/, failed: /^# fail (\d+)/ },
  // Playwright: "  22 passed (24.4s)" / "  1 failed"
  {
    line: /^\s+\d+ (passed|failed)( \(|$)/,
    passed: /^\s+(\d+) passed/,
    failed: /^\s+(\d+) failed/,
  },
];

const TURBO_PREFIX = /^@?[\w.-]+(\/[\w.-]+)?:[\w:.-]+: /;

export function createTally() {
  const totals = { passed: 0, failed: 0 };
  return {
    totals,
    read(text) {
      for (const raw of text.split('\n')) {
        const line = raw
          .replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex
          .replace(TURBO_PREFIX, '');
        const pattern = PATTERNS.find((p) => p.line.test(line));
        if (!pattern) continue;
        totals.passed += Number(line.match(pattern.passed)?.[1] ?? 0);
        totals.failed += Number(line.match(pattern.failed)?.[1] ?? 0);
      }
    },
  };
}
