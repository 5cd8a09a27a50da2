// npm run size (size-limit, run by npm test after the builds): gzip budgets on the built files
// (issue 15). A budget over its limit fails. kB here is 1000 bytes, as in npm run bench.
// `npm run size -w <package>` (part of that package's `npm run ci`) runs size-limit in the package's
// folder, which finds this file above it: there it checks only the budgets on that package's files.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The first-load JavaScript of /betting signed out: the scripts npm run bench lists as fetched
 * before the page is usable, as the files they are built from.
 */
const FIRST_LOAD = [
  'root-config/dist/vendor/system.min.js',
  'root-config/dist/root-config.js',
  'root-config/dist/shared/react.js',
  'root-config/dist/shared/react-jsx-runtime.js',
  'root-config/dist/shared/react-dom.js',
  'root-config/dist/shared/react-dom-client.js',
  'root-config/dist/shared/single-spa.js',
  'root-config/dist/shared/rxjs.js',
  'shared-utils/dist/portal-shared-utils.js',
  'mf-shell/dist/portal-shell.js',
  'mf-betting-host/dist/portal-betting-host.js',
  'demo-client-apps/dist/betting/betting-app.js',
];

const MICRO_FRONTENDS = fs
  .readdirSync(__dirname)
  .filter((folder) => folder.startsWith('mf-'))
  .sort();

const BUDGETS = [
  // The target is 120 kB; 135.6 kB is what this stack's first load measures now (docs/benchmark.md,
  // "Where the first load stands"): 134.8 kB before the demo betting app's Bet (real play through
  // its platform, 0.7 kB). The budget keeps it from growing.
  { name: 'first-load JavaScript of /betting', path: FIRST_LOAD, gzip: true, limit: '136 kB' },
  ...MICRO_FRONTENDS.map((folder) => ({
    name: `${folder} entry`,
    path: `${folder}/dist/portal-*.js`,
    gzip: true,
    limit: '40 kB',
  })),
  {
    name: 'shared-utils main module',
    path: 'shared-utils/dist/portal-shared-utils.js',
    gzip: true,
    limit: '22 kB',
  },
];

/** The package folder size-limit runs in, or '' at the repository's root. */
const packageFolder = path.relative(__dirname, process.cwd()).split(path.sep)[0];
const paths = (budget) => [budget.path].flat();

module.exports = packageFolder
  ? BUDGETS.filter((budget) => paths(budget).every((file) => file.startsWith(`${packageFolder}/`)))
  : BUDGETS;
