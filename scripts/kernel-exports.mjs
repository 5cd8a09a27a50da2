// npm run measure:kernel [-- --list]: the exports of shared-utils' main entry, how many packages'
// production code imports each (tests and testing helpers are not consumers), and why each export
// with fewer than two consumers is there. The kernel holds what two or more packages use, plus the
// platform primitives docs/architecture.md lists ("The platform primitives"), the code the kernel
// itself runs (its forms module imports the main entry by name, so it needs the export), the types their
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

/** The relative module specifiers one file imports or re-exports. */
function relativeImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  return source.statements
    .filter((statement) => ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
    .map((statement) => statement.moduleSpecifier.text)
    .filter((specifier) => specifier.startsWith('.'));
}

/** The source file a relative specifier names. */
function resolveSource(file, specifier) {
  const base = path.resolve(path.dirname(file), specifier);
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? base;
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
for (const folder of [...FRONTEND_FOLDERS, ...CLIENT_APP_FOLDERS]) {
  const src = path.join(ROOT, folder, 'src');
  if (folder === 'shared-utils' || !fs.existsSync(src)) continue;
  for (const file of sourceFiles(src)) {
    for (const name of importedNames(file)) consumers.get(name)?.add(folder);
  }
}
// The kernel's files that its own code imports (relative imports, compat re-exports aside): an
// export declared in one of them lives in the kernel because the kernel runs that code, whichever
// package also imports it. The forms module imports the main entry by name, like a package.
const KERNEL_SRC = path.join(ROOT, 'shared-utils/src');
const FORMS = 'shared-utils/forms';
const kernelFiles = sourceFiles(KERNEL_SRC).filter((file) => !/[/\\]compat[/\\]/.test(file));
const kernelRuns = new Set(
  kernelFiles.flatMap((file) =>
    relativeImports(file).map((specifier) => resolveSource(file, specifier)),
  ),
);
for (const file of kernelFiles.filter((each) => each.includes(`${path.sep}forms${path.sep}`))) {
  for (const name of importedNames(file)) consumers.get(name)?.add(FORMS);
}

const primitives = documentedPrimitives();
const unknown = [...primitives].filter((name) => !consumers.has(name));
if (unknown.length)
  throw new Error(`${PRIMITIVES_DOC} lists names the entry does not export: ${unknown}`);

const reason = new Map();
for (const { name, deprecated, file } of exported) {
  const users = consumers.get(name).size;
  if (users >= 2) reason.set(name, 'shared');
  else if (deprecated) reason.set(name, 'deprecated');
  else if (primitives.has(name)) reason.set(name, 'primitive');
  else if (users === 1 && (kernelRuns.has(file) || consumers.get(name).has(FORMS))) {
    reason.set(name, 'kernel');
  }
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
  ['kernel', 'one package, in code the kernel runs (or its forms module)'],
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
