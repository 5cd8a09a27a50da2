import { simulatorSettings } from './settings';

const base = { LOCATION_SANDBOX_SECRET: 's3cret' };

it('defaults to port 9703, the portal state and the shipped license', () => {
  expect(simulatorSettings({ ...base, PORTAL_US_STATE: 'oh' })).toEqual({
    port: 9703,
    secret: 's3cret',
    state: 'OH',
    license: 'portal-simulator-license',
  });
  expect(simulatorSettings({ ...base, LOCATION_SIMULATOR_PORT: '9414' }).port).toBe(9414);
});

it.each([
  [{ ...base, NODE_ENV: 'production' }, 'The location simulator does not run in production.'],
  [{ ...base, PORTAL_ENV: 'production' }, 'The location simulator does not run in production.'],
  [{}, 'LOCATION_SANDBOX_SECRET is required (the API verifies with it).'],
  [
    { ...base, LOCATION_SIMULATOR_PORT: 'abc' },
    'LOCATION_SIMULATOR_PORT must be a port number, not abc',
  ],
  [
    { ...base, LOCATION_SIMULATOR_STATE: 'Iowa' },
    'LOCATION_SIMULATOR_STATE must be a two-letter state code, not IOWA',
  ],
])('refuses to start with %j', (env, message) => {
  expect(() => simulatorSettings(env)).toThrow(message);
});
