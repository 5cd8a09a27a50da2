import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { depcache, registerDependencies } from './depcache.mjs';

test('the dependencies of a built SystemJS module are read from its System.register call', () => {
  const built = 'System.register(["react","@portal/shared-utils"],function(e,t){return{}});';
  assert.deepEqual(registerDependencies(built), ['react', '@portal/shared-utils']);
  assert.deepEqual(registerDependencies('System.register([],function(){return{}})'), []);
  assert.deepEqual(registerDependencies('console.log("not a module")'), []);
});

test('depcache covers the local modules of a map, each URL once; other origins are left out', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'depcache-'));
  try {
    fs.mkdirSync(path.join(root, 'a'));
    fs.writeFileSync(path.join(root, 'a/rxjs.js'), 'System.register(["tslib"],function(){})');
    fs.writeFileSync(path.join(root, 'a/react.js'), 'System.register([],function(){})');
    const imports = {
      rxjs: '/a/rxjs.js',
      'rxjs/operators': '/a/rxjs.js',
      react: '/a/react.js',
      missing: '/a/missing.js',
      remote: 'https://cdn.example.com/remote.js',
    };
    assert.deepEqual(depcache(imports, root), { '/a/rxjs.js': ['tslib'] });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
