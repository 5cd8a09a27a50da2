// The import graph of the workspaces' TypeScript sources, type-only imports included (ESLint's
// import-x/no-cycle skips those), and its cycles.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.d.ts'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveFile(base) {
  const stripped = base.replace(/\.js$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stripped + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * Every import (static, type-only, re-export, dynamic) of the .ts/.tsx files under each folder's
 * src/, as a map from file to the files it imports; a workspace package imported by name maps to
 * its entry (`packages`: name → entry file), anything else outside is left out.
 */
export function importGraph(root, folders, packages = {}) {
  const graph = new Map();
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder, 'src'))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = new Set();
      for (const { fileName } of importedFiles) {
        const target = fileName.startsWith('.')
          ? resolveFile(path.resolve(path.dirname(file), fileName))
          : packages[fileName];
        if (target) targets.add(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one file, or a self-import. */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node).has(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
