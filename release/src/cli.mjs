// node release/src/cli.mjs deploy|rollback|rollforward|history <folder> --env <env>
// Configuration from environment variables (release/README.md). Each package's npm scripts call it
// (npm run deploy|rollback|rollforward|deploy:history -w <package>), so a relative path given to it
// is taken from the directory npm was started in, not the package's.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployerClient } from './deployer-client.mjs';
import { createRelease } from './release.mjs';
import { distOf, publishedFolders } from './repository.mjs';
import { storeFromEnv } from './store-from-env.mjs';

const USAGE =
  'usage: node release/src/cli.mjs deploy <folder>|all [--dist <build, or for all their folder>] | ' +
  'rollback|rollforward <folder> [--to <version>] | history <folder>; ' +
  'each with --env local|staging|production';

const fromCaller = (file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function required(name) {
  if (!process.env[name]) throw new Error(`Set ${name} (release/README.md).`);
  return process.env[name];
}

async function releaseFromEnv() {
  return createRelease({
    store: await storeFromEnv(process.env, fromCaller),
    origin: required('RELEASE_STORE_ORIGIN'),
    deployer: deployerClient({
      url: required('RELEASE_DEPLOYER_URL'),
      username: process.env.RELEASE_DEPLOYER_USERNAME,
      password: process.env.RELEASE_DEPLOYER_PASSWORD,
    }),
    by: process.env.RELEASE_BY || process.env.GITHUB_ACTOR || os.userInfo().username,
  });
}

function printMove(result) {
  if (result.unchanged) {
    console.info(
      `${result.env}: ${result.folder} ${result.to} is already live; the import map is unchanged.`,
    );
    return;
  }
  if (result.uploaded) {
    console.info(`Uploaded ${result.folder} ${result.to} (${result.uploaded} files).`);
  } else if (result.uploaded === 0) {
    console.info(`${result.folder} ${result.to} is already in the store.`);
  }
  for (const { url, integrity } of result.checked) console.info(`  verified ${url} ${integrity}`);
  for (const [specifier, url] of Object.entries(result.imports)) {
    console.info(`${result.env}: ${specifier} → ${url}`);
  }
  console.info(
    `${result.env} history #${result.seq}: ${result.action} ${result.folder} ${result.from ?? '(none)'} → ${result.to}`,
  );
}

function printHistory({ env, folder, versions, moves }) {
  console.info(`${folder} in ${env} (deploy order; * is live):`);
  for (const { version, live } of versions) console.info(`${live ? '*' : ' '} ${version}`);
  for (const move of moves) {
    console.info(
      `  #${move.seq} ${move.at} ${move.by} ${move.action} ${move.from ?? '(none)'} → ${move.to}`,
    );
  }
}

/**
 * Deploys each of `folders`, stopping at the first failure, from its dist folder, or from `dist`:
 * the build of the one folder, or for `all` a folder holding each package's build under its name.
 */
async function deploy(release, folders, dist, env) {
  const buildOf = (folder) => {
    if (!dist) return distOf(folder);
    return folders.length > 1 ? path.join(fromCaller(dist), folder) : fromCaller(dist);
  };
  for (const folder of folders) printMove(await release.deploy(folder, buildOf(folder), env));
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', default: 'local' },
    dist: { type: 'string' },
    to: { type: 'string' },
  },
});
const [command, folder] = positionals;
const { env, dist, to } = values;
try {
  const folders = command === 'deploy' && folder === 'all' ? publishedFolders() : [folder];
  if (!folders.every((name) => publishedFolders().includes(name))) {
    throw new Error(`${USAGE}\n<folder> is one of ${publishedFolders().join(', ')}.`);
  }
  const release = await releaseFromEnv();
  if (command === 'deploy') {
    await deploy(release, folders, dist, env);
  } else if (command === 'rollback' || command === 'rollforward') {
    const direction = command === 'rollforward' ? 'forward' : 'back';
    printMove(await release.switchVersion(folder, env, direction, to));
  } else if (command === 'history') {
    printHistory(await release.history(folder, env));
  } else {
    throw new Error(USAGE);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
