// The paths whose change runs a package's workflow (.github/workflows/<package>.yml): its folder,
// the workspace packages it reads and the root files every package installs, builds, tests or lints
// with (docs/ci.md). Which packages a change affects locally is turbo's to say (npm run ci:affected).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** Every workspace package, in the root package.json's order (shared-utils first). */
export const PACKAGE_FOLDERS = readJson('package.json').workspaces;

/**
 * The root files every package's CI depends on: the install (package.json, .npmrc, the lockfile),
 * the task graph (turbo.json) and the files in every task's hash (turbo.json's globalDependencies:
 * the shared build, test and lint setup, the shared dependencies the builds leave out, the size
 * budgets).
 */
export const SHARED_PATHS = [
  ...new Set(['package.json', 'turbo.json', ...readJson('turbo.json').globalDependencies]),
];

export const workflowFile = (folder) => `.github/workflows/${folder}.yml`;

/** The workspace packages `folder` depends on (by package name), as folders. */
export function workspaceDependencies(folder) {
  const { dependencies = {}, devDependencies = {} } = readJson(`${folder}/package.json`);
  const names = new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)]);
  return PACKAGE_FOLDERS.filter(
    (other) => other !== folder && names.has(readJson(`${other}/package.json`).name),
  );
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
