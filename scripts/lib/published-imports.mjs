// What a published SystemJS build imports: webpack's `System.register([deps], …)` output copies each
// name it uses from a dependency in that dependency's setter (`x.Name=e.Name`), so the setters are
// the exact list of names a deployed build needs from the modules the import map gives it.
import fs from 'node:fs';
import path from 'node:path';

const REGISTER = /^System\.register\((\[[^\]]*\])/m;
const SETTERS = /setters:\[(.*?)\],execute:/s;

/** The names `source` (a SystemJS build's entry) takes from each dependency: { dep: [names] }. */
export function importedNames(source) {
  const deps = JSON.parse(source.match(REGISTER)?.[1] ?? 'null');
  const setters = source.match(SETTERS)?.[1];
  if (!deps || setters === undefined) throw new Error('Not a SystemJS build made by webpack.');
  const bodies = setters.split(/(?=function\()/).filter(Boolean);
  if (bodies.length !== deps.length) throw new Error('The setters do not match the dependencies.');
  return Object.fromEntries(
    deps.map((dep, index) => {
      const names = [...bodies[index].matchAll(/=\w+\.([$\w]+)/g)].map(([, name]) => name);
      return [dep, [...new Set(names)].sort()];
    }),
  );
}

/**
 * For each micro-frontend of a captured fixture (see published.mjs), the names its entry takes from
 * `dependency`: { folder: [names] }.
 */
export function publishedImportsOf(fixtureDir, dependency) {
  const manifest = JSON.parse(fs.readFileSync(path.join(fixtureDir, 'manifest.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(manifest).map(([folder, { url }]) => {
      const entry = path.join(fixtureDir, folder, path.basename(url));
      return [folder, importedNames(fs.readFileSync(entry, 'utf8'))[dependency] ?? []];
    }),
  );
}
