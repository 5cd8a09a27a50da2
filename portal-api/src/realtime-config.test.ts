import { loadConfig, loadRealtimeServerConfig } from './config';

describe('one realtime server for several API instances', () => {
  it('runs the realtime server in the API process unless REALTIME_SERVER=off', () => {
    expect(loadConfig({}).realtimeServer).toBe(true);
    expect(loadConfig({ REALTIME_SERVER: 'on' }).realtimeServer).toBe(true);
    const instance = loadConfig({
      REALTIME_SERVER: 'off',
      PUSHER_HOST: 'realtime.internal',
      PUSHER_PORT: '6101',
    });
    expect(instance).toMatchObject({
      realtimeServer: false,
      pusher: { host: 'realtime.internal', port: 6101 },
    });
    expect(() => loadConfig({ REALTIME_SERVER: 'no' })).toThrow(
      "REALTIME_SERVER must be one of on, off, got 'no'",
    );
  });

  it('gives the realtime server on its own the host, port and app the API publishes with', () => {
    expect(loadRealtimeServerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 6001,
      app: { appId: 'portal', key: 'portal-key', secret: 'portal-secret' },
      metricsToken: null,
    });
    const env = {
      HOST: '0.0.0.0',
      REALTIME_PORT: '7001',
      PUSHER_APP_ID: 'app',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      METRICS_TOKEN: 'scrape',
    };
    expect(loadRealtimeServerConfig(env)).toEqual({
      host: '0.0.0.0',
      port: 7001,
      app: { appId: 'app', key: 'key', secret: 'secret' },
      metricsToken: 'scrape',
    });
    expect(loadConfig(env).pusher).toMatchObject({
      ...loadRealtimeServerConfig(env).app,
      port: 7001,
    });
  });

  it('refuses the public default secret and open metrics in production, and needs no third-party settings', () => {
    expect(() => loadRealtimeServerConfig({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production: PUSHER_SECRET must be set (the default secret is public); ' +
        'METRICS_TOKEN must be set (GET /metrics is not public in production)',
    );
    expect(() =>
      loadRealtimeServerConfig({ PORTAL_ENV: 'production', PUSHER_SECRET: 'portal-secret' }),
    ).toThrow(/PUSHER_SECRET/);
    const production = { NODE_ENV: 'production', PUSHER_SECRET: 'a-real-secret' };
    expect(() => loadRealtimeServerConfig(production)).toThrow(/METRICS_TOKEN must be set/);
    expect(loadRealtimeServerConfig({ ...production, METRICS_TOKEN: 'scrape' }).app.secret).toBe(
      'a-real-secret',
    );
  });
});
