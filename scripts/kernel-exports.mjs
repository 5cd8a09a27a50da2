// npm run measure:kernel [-- --list]: the exports of shared-utils' main entry, how many packages'
// production code (and the kernel's forms entry) imports each (tests and testing helpers are not consumers), and why each export
// with fewer than two consumers is there. The kernel holds what two or more packages use, plus the
// platform primitives docs/architecture.md lists ("The platform primitives"), the types their
// signatures name, and the deprecated names deployed builds still import; anything else is counted
// as "single-owner or unused" (goal: 0).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { entryExports } from './lib/entry-exports.mjs';
import { CLIENT_APP_FOLDERS, FRONTEND_FOLDERS, ROOT } from './lib/workspace.mjs';

const ENTRY = 'shared-utils/src/index.ts';
const SPECIFIER = '@portal/shared-utils';
const NOT_PRODUCTION = /\.test\.tsx?$|[/\\](testing|test-utils)[/\\]|setupTests/;
const PRIMITIVES_DOC = 'docs/architecture.md';
const PRIMITIVES_HEADING = '### The platform primitives';

function sourceFiles(folder, found = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(file, found);
    else if (/\.tsx?$/.test(entry.name) && !NOT_PRODUCTION.test(file)) found.push(file);
  }
  return found;
}

/** The names one file imports from the kernel's main entry. */
function importedNames(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  return source.statements
    .filter(ts.isImportDeclaration)
    .filter((statement) => statement.moduleSpecifier.text === SPECIFIER)
    .flatMap((statement) => {
      const bindings = statement.importClause?.namedBindings;
      return bindings && ts.isNamedImports(bindings)
        ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
        : [];
    });
}

/** The names in backticks under the platform primitives' heading of docs/architecture.md. */
function documentedPrimitives() {
  const text = fs.readFileSync(path.join(ROOT, PRIMITIVES_DOC), 'utf8');
  const start = text.indexOf(PRIMITIVES_HEADING);
  if (start < 0) throw new Error(`${PRIMITIVES_DOC} has no "${PRIMITIVES_HEADING}" section`);
  const section = text.slice(start + PRIMITIVES_HEADING.length).split(/\n#{2,3} /)[0];
  return new Set([...section.matchAll(/`([\w$]+)`/g)].map(([, name]) => name));
}

const exported = entryExports(ENTRY);
const consumers = new Map(exported.map(({ name }) => [name, new Set()]));
// Each package's source, and the kernel's forms entry: a module of its own that imports the main
// entry by name like any micro-frontend.
const CONSUMERS = [
  ...[...FRONTEND_FOLDERS, ...CLIENT_APP_FOLDERS]
    .filter((folder) => folder !== 'shared-utils')
    .map((folder) => [folder, path.join(ROOT, folder, 'src')]),
  ['shared-utils/forms', path.join(ROOT, 'shared-utils/src/forms')],
];
for (const [consumer, src] of CONSUMERS) {
  if (!fs.existsSync(src)) continue;
  for (const file of sourceFiles(src)) {
    for (const name of importedNames(file)) consumers.get(name)?.add(consumer);
  }
}

const primitives = documentedPrimitives();
const unknown = [...primitives].filter((name) => !consumers.has(name));
if (unknown.length)
  throw new Error(`${PRIMITIVES_DOC} lists names the entry does not export: ${unknown}`);

const reason = new Map();
for (const { name, deprecated } of exported) {
  if (consumers.get(name).size >= 2) reason.set(name, 'shared');
  else if (deprecated) reason.set(name, 'deprecated');
  else if (primitives.has(name)) reason.set(name, 'primitive');
}
// A type stays while a kept export's declaration names it (repeat: a type can name a type).
for (let added = true; added;) {
  added = false;
  for (const { name, value } of exported) {
    if (reason.has(name) || value) continue;
    const namedBy = exported.find((other) => reason.has(other.name) && other.mentions.has(name));
    if (namedBy) {
      reason.set(name, 'signature');
      added = true;
    }
  }
}

const rows = [
  ['shared', 'used by 2 or more packages'],
  ['primitive', `platform primitives (${PRIMITIVES_DOC}), 0-1 users`],
  ['signature', 'types a kept export names'],
  ['deprecated', 'deprecated, kept for deployed builds'],
  [undefined, 'single-owner or unused (goal 0)'],
];
console.info(`${SPECIFIER}: ${exported.length} exports`);
for (const [key, label] of rows) {
  const names = exported.filter(({ name }) => reason.get(name) === key).map(({ name }) => name);
  console.info(`  ${`${label}:`.padEnd(48)} ${names.length}`);
  if (process.argv.includes('--list') && key !== 'shared') {
    for (const name of names)
      console.info(`    ${name}: ${[...consumers.get(name)].join(', ') || '-'}`);
  }
}
