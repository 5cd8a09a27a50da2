// npm run ci:affected -- <base-ref>: runs `npm run ci` of each package the changes since <base-ref>
// touch (the commits since the branch left it, and the uncommitted and untracked files), one after
// another, as their workflows would; prints a summary and exits non-zero if one fails (docs/ci.md).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { affectedPackages } from './lib/affected.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/workspace.mjs';

const baseRef = process.argv[2];
if (!baseRef) {
  console.error('Usage: npm run ci:affected -- <base-ref>   (for example main or origin/main)');
  process.exit(2);
}

const git = (...args) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', `${baseRef}...HEAD`),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];
const packages = affectedPackages(changed);
console.info(
  `${changed.length} files changed since ${baseRef}; affected packages: ${packages.join(', ') || 'none'}`,
);

const results = [];
for (const folder of packages) {
  console.info(`\n=== npm run ci -w ${folder}`);
  const started = performance.now();
  const passed = await run('npm', ['run', 'ci', '-w', folder]).then(
    () => true,
    () => false,
  );
  results.push({ folder, passed, seconds: (performance.now() - started) / 1000 });
}

console.info('\n=== ci:affected summary');
for (const { folder, passed, seconds } of results) {
  console.info(`${passed ? 'passed' : 'FAILED'}  ${folder} (${seconds.toFixed(0)} s)`);
}
const failed = results.filter(({ passed }) => !passed);
console.info(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
