import assert from 'node:assert/strict';
import test from 'node:test';
import { MAX_PATH_LENGTH, requestPath } from './request-path.mjs';

test('decodes an ordinary page or file path and drops the query', () => {
  assert.deepEqual(requestPath('/betting?modal=login'), { pathname: '/betting' });
  assert.deepEqual(requestPath('/assets/caf%C3%A9.svg'), { pathname: '/assets/café.svg' });
  assert.deepEqual(requestPath('/'), { pathname: '/' });
});

test('refuses broken percent-encoding with 400', () => {
  for (const url of ['/%E0%A4%A', '/%', '/%zz', '/betting/%C0%AF']) {
    assert.deepEqual(requestPath(url), { status: 400 }, url);
  }
});

test('refuses paths that climb out of the root, encoded or not', () => {
  for (const url of [
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/../../etc/passwd',
    '/..%5c..%5cwindows',
    '/root-config/%00.js',
    '//evil.example/x.js',
    'http://evil.example/x.js',
  ]) {
    assert.deepEqual(requestPath(url), { status: 400 }, url);
  }
});

test('refuses a path longer than any of the portal with 414', () => {
  assert.deepEqual(requestPath(`/${'a'.repeat(MAX_PATH_LENGTH)}`), { status: 414 });
});
