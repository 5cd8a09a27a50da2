import { config$, type PortalConfig } from '@portal/shared-utils';
import { testConfig } from '@portal/shared-utils/testing';
import { installFakeRecaptcha, type FakeRecaptcha } from '../test-utils/fakeRecaptcha';
import { loadRecaptcha, recaptchaSiteKey, recaptchaToken } from './recaptcha';

const SITE_KEY = 'site-key-123';

function withRecaptcha(siteKey: string, singleBrand = false): PortalConfig {
  return {
    ...testConfig(),
    recaptcha: { siteKey },
    features: { ...testConfig().features, singleBrand },
  };
}

let fake: FakeRecaptcha;

beforeEach(() => {
  fake = installFakeRecaptcha();
  config$.next(withRecaptcha(SITE_KEY));
});

afterEach(() => {
  fake.uninstall();
  config$.next(testConfig());
});

describe('recaptchaSiteKey', () => {
  it('is the configured key, and null without one or in the single-brand configuration', () => {
    expect(recaptchaSiteKey(withRecaptcha(SITE_KEY))).toBe(SITE_KEY);
    expect(recaptchaSiteKey(testConfig())).toBeNull();
    expect(recaptchaSiteKey(withRecaptcha('  '))).toBeNull();
    expect(recaptchaSiteKey(withRecaptcha(SITE_KEY, true))).toBeNull();
  });
});

describe('recaptchaToken', () => {
  it('loads the v3 client for the site key once and executes the action', async () => {
    expect(await recaptchaToken('login')).toBe('token-login');
    expect(await recaptchaToken('signup')).toBe('token-signup');

    expect(fake.scripts().map((script) => script.src)).toEqual([
      `https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`,
    ]);
    expect(fake.execute.mock.calls).toEqual([
      [SITE_KEY, { action: 'login' }],
      [SITE_KEY, { action: 'signup' }],
    ]);
  });

  it('shares one script between calls made while it loads', async () => {
    await Promise.all([loadRecaptcha(), loadRecaptcha(), recaptchaToken('login')]);
    expect(fake.scripts()).toHaveLength(1);
  });

  it.each([
    ['without a site key', withRecaptcha('')],
    ['in the single-brand configuration', withRecaptcha(SITE_KEY, true)],
  ])('is empty and loads no script %s', async (_case, config) => {
    config$.next(config);

    expect(await recaptchaToken('login')).toBe('');
    expect(await loadRecaptcha()).toBeNull();
    expect(fake.scripts()).toHaveLength(0);
    expect(fake.execute).not.toHaveBeenCalled();
  });

  it('is empty when the client refuses, so the API judges the empty token', async () => {
    fake.execute.mockRejectedValue(new Error('Invalid site key'));
    expect(await recaptchaToken('login')).toBe('');
  });

  it('is empty when the script cannot load, and tries again on the next call', async () => {
    fake.uninstall();
    fake = installFakeRecaptcha({ failLoading: true });

    expect(await recaptchaToken('login')).toBe('');
    expect(fake.scripts()).toHaveLength(0);

    fake.uninstall();
    fake = installFakeRecaptcha();
    expect(await recaptchaToken('login')).toBe('token-login');
  });
});
