import { defaultConfig } from './defaultConfig';
import type { PortalConfig } from './PortalConfig';
import { clientAppModuleUrl, enabledClientApps, isUS, preferredClientApp } from './selectors';

const withFeatures = (features: Partial<PortalConfig['features']>): PortalConfig => ({
  ...defaultConfig,
  features: { ...defaultConfig.features, ...features },
});

describe('isUS', () => {
  it('is true only in the US region', () => {
    expect(isUS(defaultConfig)).toBe(false);
    expect(isUS()).toBe(false);
    expect(isUS({ ...defaultConfig, region: 'US' })).toBe(true);
  });
});

describe('preferredClientApp', () => {
  it('is the first app by default', () => {
    expect(preferredClientApp().clientId).toBe(1);
  });

  it('is the fantasy app when default-fantasy and fantasy are on', () => {
    expect(preferredClientApp(withFeatures({ defaultFantasy: true })).clientId).toBe(2);
  });

  it('is the first app when default-fantasy is on but fantasy is off', () => {
    expect(
      preferredClientApp(withFeatures({ defaultFantasy: true, fantasy: false })).clientId,
    ).toBe(1);
  });
});

describe('enabledClientApps', () => {
  it('leaves out the fantasy app when fantasy is off', () => {
    expect(enabledClientApps().map((app) => app.clientId)).toEqual([1, 2]);
    expect(enabledClientApps(withFeatures({ fantasy: false })).map((app) => app.clientId)).toEqual([
      1,
    ]);
  });
});

describe('clientAppModuleUrl', () => {
  const [betting, fantasy] = defaultConfig.clientApps;
  const withModules = { ...defaultConfig, clientAppModules: { 1: 'https://apps.test/betting.js' } };

  it("is the runtime config's module for the client id, none when it has none", () => {
    expect(clientAppModuleUrl(betting, withModules)).toBe('https://apps.test/betting.js');
    expect(clientAppModuleUrl(fantasy, withModules)).toBeUndefined();
    expect(clientAppModuleUrl(betting)).toBeUndefined();
  });

  it("prefers the client app's own moduleUrl", () => {
    const own = { ...betting, moduleUrl: 'https://own.test/app.js' };
    expect(clientAppModuleUrl(own, withModules)).toBe('https://own.test/app.js');
  });
});
