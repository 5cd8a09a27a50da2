// npm run ci:affected -- <base-ref>: runs `npm run ci` of each package the changes since <base-ref>
// touch, as their workflows would, through turbo (docs/ci.md): --affected selects the packages with a
// file changed since the branch left <base-ref> (committed, uncommitted or untracked) and the packages
// that depend on them, every package when a shared root file changed (turbo.json's
// globalDependencies), and a package whose inputs match a ci already passed replays it from the cache.
import { runTasks } from './lib/build.mjs';

const baseRef = process.argv[2];
if (!baseRef) {
  console.error('Usage: npm run ci:affected -- <base-ref>   (for example main or origin/main)');
  process.exit(2);
}

await runTasks(['ci'], {
  args: ['--affected', '--continue'],
  env: { ...process.env, TURBO_SCM_BASE: baseRef },
})
  .then(() => process.exit(0))
  .catch(() => process.exit(1));
