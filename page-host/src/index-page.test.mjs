import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { indexPages } from './index-page.mjs';

const TEMPLATE = fs.readFileSync(
  path.join(import.meta.dirname, '../../root-config/src/index.html'),
  'utf8',
);

test('text in the map or the config cannot close the script element that carries it', () => {
  const page = indexPages(TEMPLATE, '/root-config/abc');
  const html = page('/betting', {
    importMap: { imports: { '@portal/root-config': '/root-config/abc/root-config.js' } },
    config: { apiBaseUrl: 'http://localhost:9001', brand: { name: '</script><script>alert(1)' } },
    overrides: false,
  });
  assert.doesNotMatch(html, /<\/script><script>alert/);
  const config = /id="portal-runtime-config">([\s\S]*?)<\/script>/.exec(html)[1];
  assert.equal(JSON.parse(config).brand.name, '</script><script>alert(1)');
  assert.doesNotMatch(html, /%[A-Z_]+%/, 'every placeholder is filled');
});

test('the page is named after its brand from the first byte, the name kept as text', () => {
  const page = indexPages(TEMPLATE, '/root-config/abc');
  const named = (name) =>
    page('/betting', {
      importMap: { imports: { '@portal/root-config': '/root-config/abc/root-config.js' } },
      config: { apiBaseUrl: 'http://localhost:9001', brand: { name } },
      overrides: false,
    });
  assert.match(named('Violet Bet'), /<title>Violet Bet<\/title>/);
  assert.match(named('A&B <Bet>'), /<title>A&amp;B &lt;Bet><\/title>/);
});
