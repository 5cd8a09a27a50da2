// Releases every published package's existing build (its dist folder; built first when missing)
// through the release library: into the static store, verified at the store's public origin, and
// into the environment's map through import-map-deployer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLISHED_FOLDERS } from '@portal/page-host/published-folders.mjs';
import { ROOT } from '../../scripts/lib/workspace.mjs';

/** The build folder of `folder`, built with its own build script when it has none. */
export function builtDist(folder) {
  const dist = path.join(ROOT, folder, 'dist');
  if (!fs.existsSync(dist)) {
    console.info(`${folder} has no build: npm run build -w ${folder}`);
    execFileSync('npm', ['run', 'build', '-w', folder], { cwd: ROOT, stdio: 'inherit' });
  }
  return dist;
}

/** Deploys every published folder to `env` with `release` (createRelease()); returns the moves. */
export async function releaseAll(release, env) {
  const moves = [];
  for (const folder of PUBLISHED_FOLDERS) {
    moves.push(await release.deploy(folder, builtDist(folder), env));
  }
  return moves;
}
