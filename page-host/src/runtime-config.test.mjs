import assert from 'node:assert/strict';
import test from 'node:test';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { runtimeConfig } from './runtime-config.mjs';

const where = { apiPort: 9001, realtimePort: 6001 };

test('defaults to AU with the API and realtime on localhost', () => {
  assert.deepEqual(runtimeConfig({}, where), {
    region: 'AU',
    usState: 'IA',
    language: 'enAU',
    apiBaseUrl: 'http://localhost:9001',
    errorReportUrl: 'http://localhost:9001/client-errors',
    realtime: { host: 'localhost', port: 6001 },
    recaptcha: { siteKey: '' },
    features: {},
    clientAppModules: {},
    maps: {},
  });
});

test("reports front-end errors to the API's collector unless PORTAL_ERROR_REPORT_URL says where", () => {
  const viaApi = runtimeConfig({ PORTAL_API_URL: 'https://api.example.com/' }, where);
  assert.equal(viaApi.errorReportUrl, 'https://api.example.com/client-errors');

  const config = runtimeConfig(
    { PORTAL_ERROR_REPORT_URL: 'https://errors.example.net/portal/reports' },
    where,
  );
  assert.equal(config.errorReportUrl, 'https://errors.example.net/portal/reports');
  const policy = contentSecurityPolicy({ config, importMap: { imports: {} }, html: '' });
  assert.match(policy, /connect-src [^;]*https:\/\/errors\.example\.net/);

  assert.equal(runtimeConfig({ PORTAL_ERROR_REPORT_URL: '' }, where).errorReportUrl, '');
  assert.throws(
    () => runtimeConfig({ PORTAL_ERROR_REPORT_URL: 'ftp://errors.example.net' }, where),
    /PORTAL_ERROR_REPORT_URL must be an http\(s\) URL/,
  );
});

test('passes the map tile server, whose images the page policy then allows', () => {
  const config = runtimeConfig(
    {
      PORTAL_MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      PORTAL_MAP_TILE_ATTRIBUTION: '© Example Maps',
    },
    where,
  );
  assert.deepEqual(config.maps, {
    tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    tileAttribution: '© Example Maps',
  });
  const policy = contentSecurityPolicy({ config, importMap: { imports: {} }, html: '' });
  assert.match(policy, /img-src [^;]*https:\/\/\*\.tiles\.example\.com/);
});

test('points the client apps at PORTAL_BETTING_APP_URL and PORTAL_FANTASY_APP_URL', () => {
  const config = runtimeConfig(
    {
      PORTAL_BETTING_APP_URL: 'https://betting.example.com/app/betting.js',
      PORTAL_FANTASY_APP_URL: 'http://localhost:9006/fantasy/fantasy-app.js',
    },
    where,
  );
  assert.deepEqual(config.clientAppModules, {
    1: 'https://betting.example.com/app/betting.js',
    2: 'http://localhost:9006/fantasy/fantasy-app.js',
  });
  assert.throws(
    () => runtimeConfig({ PORTAL_FANTASY_APP_URL: 'javascript:alert(1)' }, where),
    /PORTAL_FANTASY_APP_URL must be an http\(s\) URL/,
  );
});

test('starts the same build as a US state with US English', () => {
  const config = runtimeConfig({ PORTAL_REGION: 'us', PORTAL_US_STATE: 'oh' }, where);
  assert.equal(config.region, 'US');
  assert.equal(config.usState, 'OH');
  assert.equal(config.language, 'enUS');
});

test('reads the inactivity timeout and feature flags', () => {
  const config = runtimeConfig(
    {
      PORTAL_INACTIVITY_TIMEOUT_MS: '60000',
      PORTAL_FANTASY: 'false',
      PORTAL_LANDING_EXACT: '1',
      PORTAL_SINGLE_BRAND: 'true',
    },
    where,
  );
  assert.equal(config.inactivityTimeoutMs, 60000);
  assert.deepEqual(config.features, { fantasy: false, landingExact: true, singleBrand: true });
});

test('passes the reCAPTCHA site key from PORTAL_RECAPTCHA_SITE_KEY', () => {
  const config = runtimeConfig({ PORTAL_RECAPTCHA_SITE_KEY: '6Lc-site-key' }, where);
  assert.deepEqual(config.recaptcha, { siteKey: '6Lc-site-key' });
});

test('puts the API and realtime on the configured public host', () => {
  const config = runtimeConfig({ PORTAL_PUBLIC_HOST: 'portal.example.com' }, where);
  assert.equal(config.apiBaseUrl, 'http://portal.example.com:9001');
  assert.deepEqual(config.realtime, { host: 'portal.example.com', port: 6001 });
});

test('takes the API URL and realtime host when configured', () => {
  const config = runtimeConfig(
    {
      PORTAL_PUBLIC_HOST: 'portal.example.com',
      PORTAL_API_URL: 'https://api.example.com/',
      PORTAL_REALTIME_HOST: 'ws.example.com',
    },
    where,
  );
  assert.equal(config.apiBaseUrl, 'https://api.example.com');
  assert.equal(config.realtime.host, 'ws.example.com');
});

test('refuses a public host, realtime host or API URL that is not one', () => {
  assert.throws(
    () => runtimeConfig({ PORTAL_PUBLIC_HOST: 'evil.example/x' }, where),
    /PORTAL_PUBLIC_HOST/,
  );
  assert.throws(
    () => runtimeConfig({ PORTAL_REALTIME_HOST: 'a b' }, where),
    /PORTAL_REALTIME_HOST/,
  );
  assert.throws(
    () => runtimeConfig({ PORTAL_API_URL: 'javascript:alert(1)' }, where),
    /PORTAL_API_URL/,
  );
});

test('refuses an unknown region or state', () => {
  assert.throws(() => runtimeConfig({ PORTAL_REGION: 'UK' }, where), /PORTAL_REGION/);
  assert.throws(() => runtimeConfig({ PORTAL_US_STATE: 'TX' }, where), /PORTAL_US_STATE/);
});

test('points browsers at a Pusher-compatible service over TLS when configured', () => {
  const config = runtimeConfig(
    {
      PORTAL_REALTIME_HOST: 'ws-ap4.pusher.com',
      PORTAL_REALTIME_PORT: '443',
      PORTAL_REALTIME_TLS: '1',
      PUSHER_KEY: 'app-key',
    },
    where,
  );
  assert.deepEqual(config.realtime, {
    key: 'app-key',
    host: 'ws-ap4.pusher.com',
    port: 443,
    forceTLS: true,
  });
  assert.throws(
    () => runtimeConfig({ PORTAL_REALTIME_PORT: 'wss' }, where),
    /PORTAL_REALTIME_PORT must be a port number, not wss/,
  );
});
