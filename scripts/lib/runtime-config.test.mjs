import assert from 'node:assert/strict';
import test from 'node:test';
import { runtimeConfig } from './runtime-config.mjs';

const where = { hostname: 'localhost', apiPort: 9001, realtimePort: 6001 };

test('defaults to AU with the API and realtime on the request host', () => {
  assert.deepEqual(runtimeConfig({}, where), {
    region: 'AU',
    usState: 'IA',
    language: 'enAU',
    apiBaseUrl: 'http://localhost:9001',
    realtime: { host: 'localhost', port: 6001 },
    features: {},
  });
});

test('starts the same build as a US state with US English', () => {
  const config = runtimeConfig({ PORTAL_REGION: 'us', PORTAL_US_STATE: 'oh' }, where);
  assert.equal(config.region, 'US');
  assert.equal(config.usState, 'OH');
  assert.equal(config.language, 'enUS');
});

test('reads the inactivity timeout and feature flags', () => {
  const config = runtimeConfig(
    { PORTAL_INACTIVITY_TIMEOUT_MS: '60000', PORTAL_FANTASY: 'false', PORTAL_LANDING_EXACT: '1' },
    where,
  );
  assert.equal(config.inactivityTimeoutMs, 60000);
  assert.deepEqual(config.features, { fantasy: false, landingExact: true });
});

test('refuses an unknown region or state', () => {
  assert.throws(() => runtimeConfig({ PORTAL_REGION: 'UK' }, where), /PORTAL_REGION/);
  assert.throws(() => runtimeConfig({ PORTAL_US_STATE: 'TX' }, where), /PORTAL_US_STATE/);
});
