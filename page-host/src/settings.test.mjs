import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import { pageHostSettings } from './settings.mjs';

test('defaults: port 9000, the local live map of the store, no source maps', () => {
  const settings = pageHostSettings({ CDN_DIR: '/srv/cdn' });
  assert.equal(settings.port, 9000);
  assert.equal(settings.storeDir, path.resolve('/srv/cdn'));
  assert.equal(settings.importMap, path.resolve('/srv/cdn/environments/local/import-map.json'));
  assert.equal(settings.serveSourceMaps, false);
  assert.equal(settings.runtimeConfig.apiBaseUrl, 'http://localhost:9001');
});

test('reads its own variables', () => {
  const settings = pageHostSettings({
    PORT: '8080',
    HOST: '127.0.0.1',
    STATIC_DIR: '/srv/builds',
    IMPORT_MAP_URL: 'https://deployer.example.com/maps/production.json',
    SERVE_SOURCE_MAPS: '1',
    PORTAL_API_URL: 'https://api.example.com',
  });
  assert.equal(settings.port, 8080);
  assert.equal(settings.host, '127.0.0.1');
  assert.equal(settings.storeDir, path.resolve('/srv/builds'));
  assert.equal(settings.importMap, 'https://deployer.example.com/maps/production.json');
  assert.equal(settings.serveSourceMaps, true);
  assert.equal(settings.runtimeConfig.apiBaseUrl, 'https://api.example.com');
});

test('production serves the production map and refuses development settings', () => {
  assert.match(
    pageHostSettings({ NODE_ENV: 'production', CDN_DIR: '/srv/cdn' }).importMap,
    /environments\/production\/import-map\.json$/,
  );
  assert.equal(pageHostSettings({ NODE_ENV: 'production' }).overrides, false);
  assert.throws(
    () => pageHostSettings({ NODE_ENV: 'production', PORTAL_REGION: 'US' }),
    /Refusing to start in production: PORTAL_LOCATION_INSTALLER_KEY/,
  );
});

test('refuses a setting that is not one', () => {
  assert.throws(() => pageHostSettings({ PORT: 'http' }), /PORT must be a port number/);
  assert.throws(
    () => pageHostSettings({ IMPORT_MAP_URL: 'ftp://deployer.example.com/map.json' }),
    /IMPORT_MAP_URL must be an http\(s\) URL or a file path/,
  );
  assert.throws(
    () => pageHostSettings({ IMPORT_MAP_TTL_MS: '0' }),
    /IMPORT_MAP_TTL_MS must be a number of milliseconds/,
  );
});
