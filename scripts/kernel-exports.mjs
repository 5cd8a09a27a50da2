// npm run measure:kernel [-- --list]: the exports of shared-utils' main entry and how many packages'
// production code imports each (tests and testing helpers are not consumers). The kernel should hold
// what two or more packages use, plus the platform primitives docs/architecture.md lists.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { entryExports } from './lib/entry-exports.mjs';
import { CLIENT_APP_FOLDERS, FRONTEND_FOLDERS, ROOT } from './lib/workspace.mjs';

const ENTRY = 'shared-utils/src/index.ts';
const SPECIFIER = '@portal/shared-utils';
const NOT_PRODUCTION = /\.test\.tsx?$|[/\\](testing|test-utils)[/\\]|setupTests/;

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

const consumers = new Map(entryExports(ENTRY).map(({ name }) => [name, new Set()]));
for (const folder of [...FRONTEND_FOLDERS, ...CLIENT_APP_FOLDERS]) {
  const src = path.join(ROOT, folder, 'src');
  if (folder === 'shared-utils' || !fs.existsSync(src)) continue;
  for (const file of sourceFiles(src)) {
    for (const name of importedNames(file)) consumers.get(name)?.add(folder);
  }
}

const byCount = (test) => [...consumers].filter(([, users]) => test(users.size));
const shared = byCount((count) => count >= 2);
const single = byCount((count) => count === 1);
const unused = byCount((count) => count === 0);
console.info(`${SPECIFIER}: ${consumers.size} exports`);
console.info(`  used by 2 or more packages: ${shared.length}`);
console.info(`  used by 1 package:          ${single.length}`);
console.info(`  used by none:               ${unused.length}`);
if (process.argv.includes('--list')) {
  for (const [name, users] of [...single, ...unused]) {
    console.info(`  ${name}: ${[...users].join(', ') || '-'}`);
  }
}
