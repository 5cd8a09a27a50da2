import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { FRONTEND_FOLDERS, ROOT } from './workspace.mjs';

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const README = read('README.md');
/** Folders that exist only once the portal has run. */
const MADE_AT_RUN_TIME = new Set(['portal-api/.data']);
/** The written pages of docs/ (docs/reference holds generated references). */
const DOCS = fs
  .readdirSync(path.join(ROOT, 'docs'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `docs/${file}`);

test('the README and docs/ explain the repository without files outside it', () => {
  assert.ok(DOCS.includes('docs/architecture.md'));
  for (const file of ['README.md', ...DOCS, 'portal-api/README.md']) {
    assert.doesNotMatch(
      read(file),
      /\.\.\/(\.\.\/)*shared\//,
      `${file} links outside the repository`,
    );
  }
});

test('every file the README and docs/ name in backticks exists', () => {
  for (const file of ['README.md', ...DOCS]) {
    const named = [
      ...read(file).matchAll(
        /`((?:docs|scripts|page-host|portal-api|contract|root-config|mf-[a-z-]+|shared-utils|config|e2e|\.ci)\/[^`\s*<>]+)`/g,
      ),
    ];
    for (const [, name] of named.filter(([, name]) => !MADE_AT_RUN_TIME.has(name))) {
      assert.ok(
        fs.existsSync(path.join(ROOT, name)),
        `${file} names ${name}, which does not exist`,
      );
    }
  }
});

test('the README says per-package commands need npm install first', () => {
  assert.match(README, /needs `npm install` run\s+once first/);
});

test('the README gives a dev server port only to packages with a start script', () => {
  const listed = README.match(/Ports: ([^.]+)\./)[1];
  for (const folder of FRONTEND_FOLDERS) {
    const { scripts } = JSON.parse(read(`${folder}/package.json`));
    const name = folder.replace(/^mf-/, '');
    if (!scripts.start) assert.doesNotMatch(listed, new RegExp(`\\b${name} \\d+`), folder);
  }
});

test('the README lists every variable the runtime config reads', () => {
  const variables = new Set(read('page-host/src/runtime-config.mjs').match(/PORTAL_[A-Z_]+/g));
  for (const variable of [...variables, 'PORTAL_DEV_ROUTES']) {
    assert.ok(README.includes(`\`${variable}\``), `${variable} is missing from the README`);
  }
});
