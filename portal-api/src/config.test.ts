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
      portalOrigins: DEFAULT_PORTAL_ORIGINS,
      pusher: {
        appId: 'portal',
        key: 'portal-key',
        secret: 'portal-secret',
        host: '127.0.0.1',
        port: 6001,
        useTLS: false,
      },
      devRoutes: true,
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
      PORTAL_ORIGINS: 'https://portal.example, https://admin.example',
      PUSHER_KEY: 'k',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      apiPort: 8001,
      realtimePort: 7001,
      databaseUrl: 'postgres://localhost/portal',
      tokenTtlSeconds: 60,
      portalOrigins: ['https://portal.example', 'https://admin.example'],
      pusher: { key: 'k', port: 7001 },
      devRoutes: false,
    });
  });

  it('refuses malformed numbers', () => {
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ TOKEN_TTL_SECONDS: '0' })).toThrow(/TOKEN_TTL_SECONDS/);
  });
});
