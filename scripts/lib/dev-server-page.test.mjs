import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import test from 'node:test';

const { withModuleAt } = createRequire(import.meta.url)('../../config/dev-server-page.cjs');

test("a micro-frontend's dev server points the page's import map at its live build, nothing else", () => {
  const map = { imports: { '@portal/shell': '/mf-shell/abc/portal-shell.js', react: '/r.js' } };
  const page = `<head><script type=systemjs-importmap>${JSON.stringify(map)}</script><title>P</title></head>`;
  const rewritten = withModuleAt(page, '@portal/shell', '/mf-shell/portal-shell.js');
  const json = /<script type=systemjs-importmap>(.*?)<\/script>/.exec(rewritten)[1];
  assert.deepEqual(JSON.parse(json).imports, {
    '@portal/shell': '/mf-shell/portal-shell.js',
    react: '/r.js',
  });
  assert.ok(rewritten.endsWith('<title>P</title></head>'));
});
