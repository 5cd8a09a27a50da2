// Which packages a change touches: each package's workflow (.github/workflows/<package>.yml) and
// npm run ci:affected run a package's `npm run ci` when its folder, shared-utils or a file every
// package installs, builds, tests or lints with changes (docs/ci.md).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

/** Every workspace package, in the root package.json's order (shared-utils first). */
export const PACKAGE_FOLDERS = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).workspaces;

/**
 * The root files every package's CI depends on: the install (package.json, the lockfile, .npmrc),
 * the shared build, test and lint setup (config/, tsconfig.base.json, eslint.config.mjs and the
 * folder lists it reads), the shared dependencies the builds leave out (import-map.json) and the
 * size budgets.
 */
export const SHARED_PATHS = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  'config/**',
  'tsconfig.base.json',
  'eslint.config.mjs',
  'scripts/lib/workspace.mjs',
  'import-map.json',
  '.size-limit.cjs',
];

export const workflowFile = (folder) => `.github/workflows/${folder}.yml`;

const manifest = (folder) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));

/** The workspace packages `folder` depends on (by package name), as folders. */
export function workspaceDependencies(folder) {
  const { dependencies = {}, devDependencies = {} } = manifest(folder);
  const names = new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)]);
  return PACKAGE_FOLDERS.filter((other) => other !== folder && names.has(manifest(other).name));
}

/**
 * The paths whose change runs a package's CI, written as its workflow's `paths` filters: a file, or
 * a folder with everything under it (`<folder>/**`): the package, shared-utils, the workspace
 * packages it depends on, the shared root files and its workflow.
 */
export function triggerPaths(folder) {
  const dependencies = workspaceDependencies(folder).map((other) => `${other}/**`);
  return [
    ...new Set([
      `${folder}/**`,
      'shared-utils/**',
      // Every package's tests read shared-utils' source, and with it what shared-utils bundles.
      ...workspaceDependencies('shared-utils').map((other) => `${other}/**`),
      ...dependencies,
      ...SHARED_PATHS,
      workflowFile(folder),
    ]),
  ];
}

/** Whether a changed file (relative to the repository, '/'-separated) matches a trigger path. */
export function matchesPath(file, pattern) {
  return pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : file === pattern;
}

/** The packages whose CI a change of `files` runs, in workspace order. */
export function affectedPackages(files, folders = PACKAGE_FOLDERS) {
  return folders.filter((folder) =>
    triggerPaths(folder).some((pattern) => files.some((file) => matchesPath(file, pattern))),
  );
}
