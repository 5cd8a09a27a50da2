import assert from 'node:assert/strict';
import test from 'node:test';
import { loadClosure } from './load-closure.mjs';

test('the load closure follows depcache from the named modules, each URL once, in order', () => {
  const map = {
    imports: { app: '/app.js', shell: '/shell.js', react: '/react.js', utils: '/utils.js' },
    depcache: { '/app.js': ['utils', 'react'], '/utils.js': ['react'], '/shell.js': ['unknown'] },
  };
  assert.deepEqual(loadClosure(map, ['app', 'shell']), [
    '/app.js',
    '/utils.js',
    '/react.js',
    '/shell.js',
  ]);
});
