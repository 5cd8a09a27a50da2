// The public surface of @portal/shared-utils is recorded in api-report/*.api.txt. These tests fail
// when today's surface differs from the record: a removed or changed export breaks micro-frontends
// already deployed against it; an addition must be recorded in the same commit
// (npm run api-report -w shared-utils).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { compareReports } from './compareReports.mjs';
import { PACKAGE_DIR, publicEntries, readReport } from './entries.mjs';
import { exportReport } from './exportReport.mjs';

const entries = publicEntries().map((entry) => ({
  ...entry,
  recorded: readReport(entry.report),
  today: exportReport(PACKAGE_DIR, entry.source),
}));

describe('the recorded public surface', () => {
  for (const { moduleName, recorded, today } of entries) {
    test(`${moduleName} removes and changes nothing that was recorded`, () => {
      const { removed, changed } = compareReports(recorded, today);
      assert.deepEqual(
        { removed, changed },
        { removed: [], changed: [] },
        `${moduleName} breaks micro-frontends deployed against its recorded surface`,
      );
    });

    test(`${moduleName} has every addition recorded`, () => {
      const { added } = compareReports(recorded, today);
      assert.deepEqual(
        added,
        [],
        `new exports of ${moduleName}: record them with npm run api-report -w shared-utils`,
      );
    });
  }

  test('every type of shared-utils that an export names is exported too, so its shape is recorded', () => {
    const declared = new Set();
    const walk = (dir) =>
      fs.readdirSync(dir, { withFileTypes: true }).forEach((item) => {
        const file = path.join(dir, item.name);
        if (item.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name)) {
          const text = fs.readFileSync(file, 'utf8');
          for (const [, name] of text.matchAll(
            // A declaration, not a `type X,` specifier of a multi-line import.
            /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type|class|enum)\s+([A-Z]\w*)(?=\s*[=<{]|\s+(?:extends|implements)\b)/gm,
          )) {
            declared.add(name);
          }
        }
      });
    walk(path.join(PACKAGE_DIR, 'src'));
    const exported = new Set(
      entries.flatMap(({ today }) => today.map((line) => line.match(/^\w+ (\w+)/)?.[1])),
    );
    const unrecorded = entries.flatMap(({ today }) =>
      today.flatMap((line) => {
        const typeParameters = new Set(
          [...line.matchAll(/[<,]\s*([A-Z]\w*)(?= extends|\s*[,>=])/g)].map(([, name]) => name),
        );
        const body = line.slice(line.search(/[:=]/)).replace(/'(?:[^'\\]|\\.)*'/g, "''");
        return [...body.matchAll(/\b([A-Z]\w*)\b/g)]
          .map(([, name]) => name)
          .filter((name) => declared.has(name) && !exported.has(name) && !typeParameters.has(name))
          .map((name) => `${name} (in: ${line.slice(0, 80)})`);
      }),
    );
    assert.deepEqual([...new Set(unrecorded)], []);
  });
});

describe('compareReports', () => {
  const recorded = ['const a: number', 'function b: () => void', 'type C = { x: string }'];

  test('an added export is an addition only', () => {
    assert.deepEqual(compareReports(recorded, [...recorded, 'const d: string']), {
      added: ['const d: string'],
      removed: [],
      changed: [],
    });
  });

  test('a missing export is removed', () => {
    assert.deepEqual(compareReports(recorded, recorded.slice(1)).removed, ['const a: number']);
  });

  test('a narrowed type is a change, not an addition and a removal', () => {
    const today = ['const a: number', 'function b: () => void', "type C = { x: 'one' }"];
    assert.deepEqual(compareReports(recorded, today), {
      added: [],
      removed: [],
      changed: [{ before: 'type C = { x: string }', after: "type C = { x: 'one' }" }],
    });
  });
});
