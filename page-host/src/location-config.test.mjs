import assert from 'node:assert/strict';
import test from 'node:test';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { runtimeConfig } from './runtime-config.mjs';

const where = { apiPort: 9001, realtimePort: 6001 };
const US = { PORTAL_REGION: 'US' };
const PRODUCTION_US = {
  ...US,
  NODE_ENV: 'production',
  PORTAL_LOCATION_INSTALLER_KEY: 'operator-installer-key',
  PORTAL_LOCATION_LICENSE: 'operator-license',
  PORTAL_LOCATION_ENVIRONMENT: 'production',
};

function connectSources(config) {
  const csp = contentSecurityPolicy({ config, importMap: { imports: {} }, html: '' });
  return csp.match(/connect-src ([^;]+)/)[1].split(' ');
}

test('a US portal tells the location client the local service ports 9703-9705', () => {
  assert.deepEqual(runtimeConfig(US, where).location, { ports: [9703, 9704, 9705] });
  assert.equal(runtimeConfig({}, where).location, undefined);
});

test('reads the location settings from the environment', () => {
  const config = runtimeConfig(
    {
      ...US,
      PORTAL_LOCATION_PORTS: '9413, 9414,9415',
      PORTAL_LOCATION_INSTALLER_KEY: 'key',
      PORTAL_LOCATION_ENVIRONMENT: 'staging',
      PORTAL_LOCATION_LICENSE: 'license',
      PORTAL_LOCATION_IP_SERVICE_URL: 'https://ip.example/',
      PORTAL_LOCATION_IP_INTERVAL_MS: '5000',
      PORTAL_LOCATION_ERROR_LOG_URL: 'https://logs.example/location',
    },
    where,
  );
  assert.deepEqual(config.location, {
    ports: [9413, 9414, 9415],
    installerKey: 'key',
    environmentId: 'staging',
    license: 'license',
    ipServiceUrl: 'https://ip.example/',
    ipServiceIntervalMs: 5000,
    errorLogUrl: 'https://logs.example/location',
  });
  assert.deepEqual(connectSources(config).slice(-5), [
    'wss://localhost:9413',
    'wss://localhost:9414',
    'wss://localhost:9415',
    'https://ip.example',
    'https://logs.example',
  ]);
});

test('only a US page may reach the local location service', () => {
  assert.ok(connectSources(runtimeConfig(US, where)).includes('wss://localhost:9703'));
  assert.ok(!connectSources(runtimeConfig({}, where)).some((source) => source.includes('9703')));
});

test('refuses malformed location settings', () => {
  for (const [env, message] of [
    [{ PORTAL_LOCATION_PORTS: '9703,abc' }, /PORTAL_LOCATION_PORTS must be port numbers/],
    [{ PORTAL_LOCATION_PORTS: '70000' }, /PORTAL_LOCATION_PORTS must be port numbers/],
    [{ PORTAL_LOCATION_IP_INTERVAL_MS: '0' }, /PORTAL_LOCATION_IP_INTERVAL_MS must be above 0/],
    [{ PORTAL_LOCATION_ERROR_LOG_URL: 'javascript:alert(1)' }, /must be an http\(s\) URL/],
  ]) {
    assert.throws(() => runtimeConfig({ ...US, ...env }, where), message);
  }
});

test('a production US portal must not point the client at the simulator', () => {
  assert.equal(runtimeConfig(PRODUCTION_US, where).location.environmentId, 'production');
  for (const [change, message] of [
    [{ PORTAL_LOCATION_INSTALLER_KEY: undefined }, /PORTAL_LOCATION_INSTALLER_KEY/],
    [
      { PORTAL_LOCATION_INSTALLER_KEY: 'portal-simulator-installer' },
      /PORTAL_LOCATION_INSTALLER_KEY/,
    ],
    [{ PORTAL_LOCATION_LICENSE: 'portal-simulator-license' }, /PORTAL_LOCATION_LICENSE/],
    [{ PORTAL_LOCATION_ENVIRONMENT: 'dev' }, /PORTAL_LOCATION_ENVIRONMENT must be production/],
  ]) {
    assert.throws(() => runtimeConfig({ ...PRODUCTION_US, ...change }, where), message);
  }
});
