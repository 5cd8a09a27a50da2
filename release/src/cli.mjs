// node release/src/cli.mjs deploy|rollback|rollforward|history <folder> --env <env> [--dist <dir>]
// Configuration from environment variables (release/README.md).
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { deployerClient } from './deployer-client.mjs';
import { createFolderStore } from './folder-store.mjs';
import { createRelease } from './release.mjs';

const USAGE =
  'usage: node release/src/cli.mjs deploy|rollback|rollforward|history <folder> ' +
  '--env local|staging|production [--dist <built folder>]';

function required(name) {
  if (!process.env[name]) throw new Error(`Set ${name} (release/README.md).`);
  return process.env[name];
}

function releaseFromEnv() {
  return createRelease({
    store: createFolderStore(path.resolve(required('RELEASE_STORE_DIR'))),
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

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string', default: 'local' }, dist: { type: 'string' } },
});
const [command, folder] = positionals;
try {
  if (!folder) throw new Error(USAGE);
  const release = releaseFromEnv();
  if (command === 'deploy') {
    printMove(
      await release.deploy(
        folder,
        path.resolve(values.dist ?? path.join(ROOT, folder, 'dist')),
        values.env,
      ),
    );
  } else if (command === 'rollback' || command === 'rollforward') {
    printMove(
      await release.switchVersion(
        folder,
        values.env,
        command === 'rollforward' ? 'forward' : 'back',
      ),
    );
  } else if (command === 'history') {
    printHistory(await release.history(folder, values.env));
  } else {
    throw new Error(USAGE);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
