import { defaultConfig, type PortalConfig } from '@portal/shared-utils';
import { redirectTarget } from './redirects';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const withFeatures = (features: Partial<PortalConfig['features']>): PortalConfig => ({
  ...defaultConfig,
  features: { ...defaultConfig.features, ...features },
});

describe('redirectTarget', () => {
  it('sends / to the betting app keeping the query string', () => {
    expect(redirectTarget(at('/', '?promo=A&b=1'), defaultConfig, true)).toBe(
      '/betting?promo=A&b=1',
    );
  });

  it('sends / to fantasy when fantasy is the default app', () => {
    const config = withFeatures({ fantasy: true, defaultFantasy: true });
    expect(redirectTarget(at('/', '?x=1'), config, false)).toBe('/fantasy?x=1');
  });

  it('keeps / when the landing route is exact', () => {
    expect(redirectTarget(at('/'), withFeatures({ landingExact: true }), true)).toBeNull();
  });

  it('sends /account to the profile on large screens only', () => {
    expect(redirectTarget(at('/account'), defaultConfig, true)).toBe('/account/profile');
    expect(redirectTarget(at('/account/'), defaultConfig, true)).toBe('/account/profile');
    expect(redirectTarget(at('/account'), defaultConfig, false)).toBeNull();
  });

  it('leaves every other path alone', () => {
    expect(redirectTarget(at('/betting'), defaultConfig, true)).toBeNull();
    expect(redirectTarget(at('/account/limits'), defaultConfig, true)).toBeNull();
    expect(redirectTarget(at('/nowhere'), defaultConfig, true)).toBeNull();
  });
});
