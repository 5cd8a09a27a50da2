import path from 'node:path';
import { DEFAULT_PORTAL_ORIGINS, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a development default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      apiPort: 9001,
      realtimePort: 6001,
      databaseUrl: undefined,
      tokenTtlSeconds: 86400,
      sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
      portalOrigins: DEFAULT_PORTAL_ORIGINS,
      pusher: {
        appId: 'portal',
        key: 'portal-key',
        secret: 'portal-secret',
        host: '127.0.0.1',
        port: 6001,
        useTLS: false,
      },
      devRoutes: false,
      withdrawalProcessingIntervalMs: 1000,
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '.data', 'pglite'));
    expect(DEFAULT_PORTAL_ORIGINS).toContain('http://localhost:9108');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      API_PORT: '8001',
      REALTIME_PORT: '7001',
      DATABASE_URL: 'postgres://localhost/portal',
      TOKEN_TTL_SECONDS: '60',
      SESSION_MAX_AGE_SECONDS: '600',
      PORTAL_ORIGINS: 'https://portal.example, https://admin.example',
      PUSHER_KEY: 'k',
      PUSHER_SECRET: 'not-the-default',
      LOCATION_SANDBOX_SECRET: 'not-the-default-either',
      WITHDRAWAL_PROCESSING_INTERVAL_MS: '250',
      PORTAL_ENV: 'staging',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      apiPort: 8001,
      realtimePort: 7001,
      databaseUrl: 'postgres://localhost/portal',
      tokenTtlSeconds: 60,
      sessionMaxAgeSeconds: 600,
      portalOrigins: ['https://portal.example', 'https://admin.example'],
      pusher: { key: 'k', port: 7001 },
      devRoutes: false,
      withdrawalProcessingIntervalMs: 250,
    });
  });

  it('refuses malformed numbers', () => {
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ TOKEN_TTL_SECONDS: '0' })).toThrow(/TOKEN_TTL_SECONDS/);
  });
});

describe('loadConfig: region, links and integrations', () => {
  it('serves AU by default with sandboxes and the region’s time zone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      region: 'AU',
      usState: 'IA',
      serverTimezone: 'Australia/Sydney',
      portalUrl: 'http://localhost:9000',
      apiPublicUrl: 'http://localhost:9001',
      uploadsDir: path.join(config.dataDir, 'uploads'),
      passwordHashing: { memoryCostKib: 19456, timeCost: 2 },
      loginThrottle: { windowSeconds: 900, maxFailuresPerAccount: 10, maxFailuresPerIp: 100 },
    });
    for (const name of [
      'captcha',
      'mail',
      'sms',
      'identity',
      'places',
      'cards',
      'payid',
      'cashCodes',
      'usPayments',
      'location',
    ] as const) {
      expect(config.integrations[name]).toEqual({ provider: 'sandbox', credentials: {} });
    }
  });

  it('reads the region, US state, time zone and URLs', () => {
    expect(loadConfig({ PORTAL_REGION: 'US', PORTAL_US_STATE: 'OH' })).toMatchObject({
      region: 'US',
      usState: 'OH',
      serverTimezone: 'America/New_York',
    });
    expect(loadConfig({ PORTAL_REGION: 'US' }).serverTimezone).toBe('America/Chicago');
    expect(loadConfig({ PORTAL_REGION: 'NZ' }).serverTimezone).toBe('Pacific/Auckland');
    expect(
      loadConfig({
        SERVER_TIMEZONE: 'UTC',
        PORT: '9200',
        API_PORT: '9201',
        API_PUBLIC_URL: 'https://api.example/ignored/path',
      }),
    ).toMatchObject({
      serverTimezone: 'UTC',
      portalUrl: 'http://localhost:9200',
      apiPublicUrl: 'https://api.example',
    });
    expect(() => loadConfig({ PORTAL_REGION: 'UK' })).toThrow(/PORTAL_REGION must be one of/);
    expect(() => loadConfig({ PORTAL_US_STATE: 'TX' })).toThrow(/PORTAL_US_STATE/);
    expect(() => loadConfig({ SERVER_TIMEZONE: 'Mars/Base' })).toThrow(/SERVER_TIMEZONE/);
    expect(() => loadConfig({ PORTAL_URL: 'not a url' })).toThrow(/PORTAL_URL/);
  });

  it('selects production providers only with their credentials', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      'CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+1' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN',
    );
    expect(() => loadConfig({ MAIL_PROVIDER: 'carrier-pigeon' })).toThrow(
      /MAIL_PROVIDER must be one of sandbox, smtp/,
    );
    const config = loadConfig({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 's3cret',
      PLACES_PROVIDER: 'google',
      GOOGLE_MAPS_API_KEY: 'key',
    });
    expect(config.integrations.captcha).toEqual({
      provider: 'recaptcha',
      credentials: { RECAPTCHA_SECRET: 's3cret' },
    });
    expect(config.integrations.places.provider).toBe('google');
    expect(loadConfig({ CAPTCHA_PROVIDER: 'off' }).integrations.captcha.provider).toBe('off');
  });
});

describe('loadConfig: the wallet platform keys', () => {
  it('reads <client id>:<key> pairs and has development keys for both platforms', () => {
    expect(
      loadConfig({ WALLET_PLATFORM_KEYS: ' 2:fantasy-key , 1:betting-key' }).walletPlatformKeys,
    ).toEqual({ 1: 'betting-key', 2: 'fantasy-key' });
    expect(Object.keys(loadConfig({}).walletPlatformKeys)).toEqual(['1', '2']);
  });

  it.each(['1', '3:secret', '1:secret,1:secret', 'x:secret', '1:'])(
    'refuses %j without repeating the key in the message',
    (value) => {
      const load = () => loadConfig({ WALLET_PLATFORM_KEYS: value });
      expect(load).toThrow(/^WALLET_PLATFORM_KEYS must be comma-separated <client id>:<key> pairs/);
      expect(load).not.toThrow(/secret/);
    },
  );
});

describe('loadConfig: production refuses to start unsafe', () => {
  const SAFE_PRODUCTION = {
    NODE_ENV: 'production',
    PUSHER_SECRET: 'a-real-secret',
    METRICS_TOKEN: 'a-metrics-token',
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SECRET: 's',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://mail.example',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'sid',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+1',
    IDENTITY_PROVIDER: 'greenid',
    GREENID_ACCOUNT_ID: 'id',
    GREENID_API_PASSWORD: 'password',
    PLACES_PROVIDER: 'google',
    GOOGLE_MAPS_API_KEY: 'key',
    CARD_PAYMENTS_PROVIDER: 'fatzebra',
    FATZEBRA_USERNAME: 'user',
    FATZEBRA_TOKEN: 'token',
    PAYID_PROVIDER: 'zepto',
    ZEPTO_CLIENT_ID: 'id',
    ZEPTO_CLIENT_SECRET: 'secret',
    CASH_CODES_PROVIDER: 'blueshyft',
    BLUESHYFT_API_KEY: 'key',
    US_PAYMENTS_PROVIDER: 'paysafe',
    PAYSAFE_API_KEY: 'key',
    PAYSAFE_API_SECRET: 'secret',
    LOCATION_PROVIDER: 'geocomply',
    GEOCOMPLY_API_KEY: 'key',
    WALLET_PLATFORM_KEYS: `1:${'b'.repeat(32)},2:${'f'.repeat(32)}`,
  };

  it('starts with real providers and a real secret', () => {
    expect(loadConfig(SAFE_PRODUCTION).devRoutes).toBe(false);
    const portalEnv = { ...SAFE_PRODUCTION, NODE_ENV: 'development', PORTAL_ENV: 'production' };
    expect(loadConfig(portalEnv).devRoutes).toBe(false);
  });

  it.each([
    ['NODE_ENV', { NODE_ENV: 'production' }],
    ['PORTAL_ENV', { PORTAL_ENV: 'production' }],
  ])('refuses the development defaults when %s=production', (_name, env) => {
    expect(() => loadConfig(env)).toThrow(
      'Refusing to start in production: PUSHER_SECRET must be set (the default secret is public); ' +
        'sandbox providers (captcha, mail, sms, identity, places, cards, payid, cashCodes, usPayments, location) never run in production; use PORTAL_ENV=staging; ' +
        'METRICS_TOKEN must be set (GET /metrics is not public in production); ' +
        'WALLET_PLATFORM_KEYS must be set (the development keys are public)',
    );
  });

  it('refuses the default Pusher secret, a sandbox provider and the dev routes one by one', () => {
    expect(() => loadConfig({ ...SAFE_PRODUCTION, PUSHER_SECRET: '' })).toThrow(/PUSHER_SECRET/);
    expect(() => loadConfig({ ...SAFE_PRODUCTION, PUSHER_SECRET: 'portal-secret' })).toThrow(
      /PUSHER_SECRET/,
    );
    expect(() => loadConfig({ ...SAFE_PRODUCTION, IDENTITY_PROVIDER: 'sandbox' })).toThrow(
      'sandbox providers (identity) never run in production; use PORTAL_ENV=staging',
    );
    expect(() => loadConfig({ ...SAFE_PRODUCTION, PORTAL_DEV_ROUTES: '1' })).toThrow(
      'PORTAL_DEV_ROUTES=1 is not allowed in production',
    );
    expect(() => loadConfig({ ...SAFE_PRODUCTION, METRICS_TOKEN: '' })).toThrow(
      'METRICS_TOKEN must be set (GET /metrics is not public in production)',
    );
    expect(() => loadConfig({ ...SAFE_PRODUCTION, SMTP_TLS: 'off' })).toThrow(
      'SMTP_TLS=off is not allowed in production',
    );
  });

  it('refuses the development wallet platform keys and short ones', () => {
    const keys = (value: string) => () =>
      loadConfig({ ...SAFE_PRODUCTION, WALLET_PLATFORM_KEYS: value });
    expect(keys('')).toThrow('WALLET_PLATFORM_KEYS must be set (the development keys are public)');
    expect(keys(`1:portal-wallet-betting-key,2:${'f'.repeat(32)}`)).toThrow(
      'WALLET_PLATFORM_KEYS must be set (the development keys are public)',
    );
    expect(keys(`1:${'b'.repeat(31)}`)).toThrow(
      'WALLET_PLATFORM_KEYS: each key must be at least 32 characters',
    );
    expect(loadConfig(SAFE_PRODUCTION).walletPlatformKeys).toEqual({
      1: 'b'.repeat(32),
      2: 'f'.repeat(32),
    });
  });

  it('never runs a sandbox provider in production, whatever flag is set; staging runs them', () => {
    for (const flag of ['1', 'true']) {
      const env = { ...SAFE_PRODUCTION, MAIL_PROVIDER: 'sandbox', ALLOW_SANDBOX_PROVIDERS: flag };
      expect(() => loadConfig(env)).toThrow('sandbox providers (mail) never run in production');
    }
    const staging = { MAIL_PROVIDER: 'sandbox', PORTAL_ENV: 'staging', PUSHER_SECRET: 's' };
    expect(loadConfig(staging)).toMatchObject({
      production: false,
      integrations: { mail: { provider: 'sandbox' } },
    });
  });

  it.each(['Production', ' PRODUCTION ', 'production'])(
    'reads NODE_ENV and PORTAL_ENV=%j as production',
    (value) => {
      for (const env of [{ NODE_ENV: value }, { NODE_ENV: 'development', PORTAL_ENV: value }]) {
        expect(() =>
          loadConfig({ ...SAFE_PRODUCTION, ...env, IDENTITY_PROVIDER: 'sandbox' }),
        ).toThrow(/never run in production/);
      }
    },
  );

  it("allows only the portal's own origin in production unless PORTAL_ORIGINS says otherwise", () => {
    const config = loadConfig({ ...SAFE_PRODUCTION, PORTAL_URL: 'https://portal.example/' });
    expect(config.portalOrigins).toEqual(['https://portal.example']);
  });

  it('opens the dev routes only with PORTAL_DEV_ROUTES=1, outside production', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ PORTAL_DEV_ROUTES: '0' }).devRoutes).toBe(false);
    expect(loadConfig({ PORTAL_DEV_ROUTES: '1' }).devRoutes).toBe(true);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('takes a list of proxy addresses and CIDRs, and trusts nobody by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses "trust any" and anything that is not an address', () => {
    for (const raw of ['true', '*', '1', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY must list/);
    }
  });
});
