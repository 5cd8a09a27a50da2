// Deploys one package to an environment's import map, or moves that package alone to another
// version the environment had. Each package's npm scripts call it:
//   npm run deploy -w <package> [-- --env staging] [--origin https://cdn.example.com]
//   npm run rollback -w <package> [-- --to <version>]     npm run rollforward -w <package>
//   npm run deploy:history -w <package>
// and npm run deploy:all [-- --env staging] publishes every package at once (a new environment).
import { parseArgs } from 'node:util';
import { liveMap, notPublishedYet, publish, switchVersion, versionIn } from './lib/cdn.mjs';
import { environmentName } from '@portal/page-host/live-map-file.mjs';
import { environment } from './lib/deploy/environments.mjs';
import { deployedVersions, historyOf } from './lib/deploy/history.mjs';
import { buildFolder } from './lib/build.mjs';
import { FRONTEND_FOLDERS } from './lib/workspace.mjs';

const USAGE =
  'usage: node scripts/deploy.mjs deploy|rollback|rollforward|history <package> | all ' +
  '[--env local|staging|production] [--origin <CDN URL>] [--to <version>] [--no-build]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', default: environmentName() },
    origin: { type: 'string', default: process.env.CDN_ORIGIN },
    to: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const [command, folder] = positionals;
const { env, origin, to } = values;

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function build(folders) {
  if (values['no-build']) return;
  for (const name of folders) {
    const started = Date.now();
    await buildFolder(name);
    console.info(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

function report({ environment: name, seq, changes, checked }, action) {
  if (seq === null) {
    const live = changes.map((change) => `${change.folder} ${change.version}`).join(', ');
    console.info(`${name} import map unchanged: ${live} already live.`);
    return;
  }
  for (const change of changes.filter((c) => c.files)) {
    console.info(`Published ${change.folder} ${change.version} (${change.files} files).`);
  }
  for (const { url, integrity } of checked) console.info(`  verified ${url} ${integrity}`);
  for (const change of changes) {
    console.info(
      `${name} import map #${seq} (${action}): ${change.folder} ${change.from ?? '(none)'} → ${change.version}`,
    );
  }
}

function history(name) {
  const current = versionIn(liveMap(env), name);
  console.info(`${name} in ${env} (deploy order; * is live):`);
  for (const version of deployedVersions(environment(env), name)) {
    console.info(`${version === current ? '*' : ' '} ${version}`);
  }
  const moves = historyOf(environment(env)).filter((entry) =>
    entry.changes.some((change) => change.folder === name),
  );
  for (const entry of moves) {
    const change = entry.changes.find((c) => c.folder === name);
    console.info(
      `  #${entry.seq} ${entry.at} ${entry.action} ${change.from ?? '(none)'} → ${change.version}`,
    );
  }
}

const isPackage = FRONTEND_FOLDERS.includes(folder);
try {
  if (command === 'all') {
    await build(FRONTEND_FOLDERS);
    report(await publish(FRONTEND_FOLDERS, { env, origin }), 'deploy');
  } else if (!isPackage) {
    fail(`${USAGE}\n<package> is one of ${FRONTEND_FOLDERS.join(', ')}.`);
  } else if (command === 'deploy') {
    // Checked again under the lock; here it saves a build that could not be deployed.
    if (!liveMap(env))
      throw notPublishedYet(
        env,
        FRONTEND_FOLDERS.filter((f) => f !== folder),
      );
    await build([folder]);
    report(await publish([folder], { env, origin }), 'deploy');
  } else if (command === 'rollback' || command === 'rollforward') {
    const direction = command === 'rollforward' ? 'forward' : 'back';
    report(await switchVersion(folder, { direction, to, env, origin }), command);
  } else if (command === 'history') {
    history(folder);
  } else {
    fail(USAGE);
  }
} catch (error) {
  fail(error.message);
}
