import assert from 'node:assert/strict';
import test from 'node:test';
import { runtimeConfig } from '@portal/page-host/runtime-config.mjs';
import { locationSimulatorPlan } from './location-simulator.mjs';

const where = { apiPort: 9001, realtimePort: 6001 };
const US = { PORTAL_REGION: 'US' };
const PRODUCTION_US = {
  ...US,
  NODE_ENV: 'production',
  PORTAL_LOCATION_INSTALLER_KEY: 'operator-installer-key',
  PORTAL_LOCATION_LICENSE: 'operator-license',
  PORTAL_LOCATION_ENVIRONMENT: 'production',
};

test('the simulator starts with a US portal outside production, on the first port by default', () => {
  const plan = locationSimulatorPlan(US, runtimeConfig(US, where));
  assert.equal(plan.port, 9703);
  assert.equal(plan.state, 'IA');
  assert.match(plan.secret, /^[\w-]{43}$/);
  assert.notEqual(locationSimulatorPlan(US, runtimeConfig(US, where)).secret, plan.secret);
  const given = { ...US, LOCATION_SIMULATOR_PORT: '9414', LOCATION_SANDBOX_SECRET: 'shared' };
  assert.deepEqual(locationSimulatorPlan(given, runtimeConfig(given, where)), {
    port: 9414,
    secret: 'shared',
    state: 'IA',
  });
});

test('no simulator outside the US, in production or when LOCATION_SIMULATOR=0', () => {
  assert.equal(locationSimulatorPlan({}, runtimeConfig({}, where)), null);
  assert.equal(locationSimulatorPlan(PRODUCTION_US, runtimeConfig(PRODUCTION_US, where)), null);
  const off = { ...US, LOCATION_SIMULATOR: '0' };
  assert.equal(locationSimulatorPlan(off, runtimeConfig(off, where)), null);
});
