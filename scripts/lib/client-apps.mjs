// The separately hosted client apps (client 1 betting, client 2 fantasy): where the portal loads
// each one's module from (runtime config clientAppModules), and the demo client apps
// (demo-client-apps/) that stand in for the other teams' apps wherever no URL is configured, served
// from an origin of their own as another team's CDN would.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileUnder, refuse, send, TYPES } from './http-send.mjs';
import { requestPath } from './request-path.mjs';
import { isProduction } from './location-config.mjs';
import { ROOT } from './workspace.mjs';

/**
 * Each client app's module URL variable, the demo app's path on the demo origin, and the portal
 * module that hosts it.
 */
const CLIENT_APPS = [
  {
    clientId: 1,
    variable: 'PORTAL_BETTING_APP_URL',
    demoPath: '/betting/betting-app.js',
    host: '@portal/betting-host',
  },
  {
    clientId: 2,
    variable: 'PORTAL_FANTASY_APP_URL',
    demoPath: '/fantasy/fantasy-app.js',
    host: '@portal/fantasy-host',
  },
];
const DEMO_BUILD = path.join(ROOT, 'demo-client-apps', 'dist');
/** The demo apps' port, after the portal's (API +1, realtime +2; a US portal's location +3..+5). */
const DEMO_PORT_OFFSET = 6;

/** An http(s) URL from the variable `name`, without a trailing slash; undefined when unset. */
export function httpUrl(env, name) {
  const configured = env[name];
  if (configured === undefined) return undefined;
  const url = URL.canParse(configured) ? new URL(configured) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`${name} must be an http(s) URL, not ${configured}`);
  }
  return configured.replace(/\/+$/, '');
}

/** The runtime config's clientAppModules: each configured module URL by client id. */
export function clientAppModules(env) {
  return Object.fromEntries(
    CLIENT_APPS.map(({ clientId, variable }) => [clientId, httpUrl(env, variable)]).filter(
      ([, url]) => url !== undefined,
    ),
  );
}

/** The client app module a portal module hosts, from the runtime config; undefined for others. */
export function hostedClientApp(config, moduleName) {
  const app = CLIENT_APPS.find(({ host }) => host === moduleName);
  return app && config.clientAppModules?.[app.clientId];
}

/**
 * The demo client apps to serve when a client app has no module URL configured: their port
 * (CLIENT_APPS_PORT, else the portal's port + 6) and the variables that point the portal at them.
 * Null when every client app's URL is configured. A production portal never serves the demo apps:
 * it refuses to start until every client app's URL is set.
 */
export function demoClientAppsPlan(env, { portalPort, publicHost }) {
  const missing = CLIENT_APPS.filter(({ variable }) => env[variable] === undefined);
  if (!missing.length) return null;
  if (isProduction(env)) {
    throw new Error(
      `Refusing to start in production with the demo client apps: set ${missing
        .map(({ variable }) => variable)
        .join(' and ')}`,
    );
  }
  const port = Number(env.CLIENT_APPS_PORT ?? portalPort + DEMO_PORT_OFFSET);
  const origin = `http://${publicHost}:${port}`;
  return {
    port,
    env: Object.fromEntries(missing.map(({ variable, demoPath }) => [variable, origin + demoPath])),
    /** Whether the demo apps' host serves a URL (the portal's page links what it knows exists). */
    servesFile: (url) =>
      url.startsWith(`${origin}/`) && Boolean(fileUnder(DEMO_BUILD, url.slice(origin.length))),
  };
}

/**
 * The demo client apps' own web host: their builds (demo-client-apps/dist) under /betting/ and
 * /fantasy/, readable by the portal's page from another origin (SystemJS loads them with CORS).
 */
export function createClientAppsHost({ root = DEMO_BUILD } = {}) {
  return http.createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 405);
      const { pathname, status } = requestPath(req.url);
      if (status) return refuse(req, res, status);
      const file = fileUnder(root, pathname);
      if (!file) return refuse(req, res, 404);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      return send(req, res, 200, fs.readFileSync(file), type, 'no-cache', {
        'Access-Control-Allow-Origin': '*',
      });
    } catch (error) {
      console.error(error);
      return send(req, res, 500, Buffer.from('Server error'), TYPES['.txt'], 'no-store');
    }
  });
}
