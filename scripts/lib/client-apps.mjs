// The demo client apps (demo-client-apps/) that stand in for the other teams' betting and fantasy
// apps wherever no module URL is configured (the page host's client-app-modules.mjs reads them),
// served from an origin of their own as another team's CDN would.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CLIENT_APPS } from '@portal/page-host/client-app-modules.mjs';
import { TYPES, typeOf } from '@portal/page-host/content-types.mjs';
import { fileUnder } from '@portal/page-host/file-under.mjs';
import { isProduction } from '@portal/page-host/production.mjs';
import { requestPath } from '@portal/page-host/request-path.mjs';
import { refuse, send } from './http-send.mjs';
import { ROOT } from './workspace.mjs';

/** Each client app's demo module on the demo origin. */
const DEMO_PATHS = {
  PORTAL_BETTING_APP_URL: '/betting/betting-app.js',
  PORTAL_FANTASY_APP_URL: '/fantasy/fantasy-app.js',
};
const DEMO_BUILD = path.join(ROOT, 'demo-client-apps', 'dist');
/** The demo apps' port, after the portal's (API +1, realtime +2; a US portal's location +3..+5). */
const DEMO_PORT_OFFSET = 6;

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
    env: Object.fromEntries(
      missing.map(({ variable }) => [variable, origin + DEMO_PATHS[variable]]),
    ),
    /** The demo platforms' wallet keys by client id, made for this run (the API is given them). */
    platformKeys: { 1: randomBytes(32).toString('hex'), 2: randomBytes(32).toString('hex') },
    /** Whether the demo apps' host serves a URL (the portal's page links what it knows exists). */
    servesFile: (url) =>
      url.startsWith(`${origin}/`) && Boolean(fileUnder(DEMO_BUILD, url.slice(origin.length))),
  };
}

/**
 * The demo client apps' own web host: their builds (demo-client-apps/dist) under /betting/ and
 * /fantasy/, readable by the portal's page from another origin (SystemJS loads them with CORS),
 * and their platforms (demo-client-apps/platform/platforms.mjs) under /platform/ when given.
 */
export function createClientAppsHost({ root = DEMO_BUILD, platforms } = {}) {
  return http.createServer((req, res) => {
    try {
      const { pathname, status } = requestPath(req.url);
      if (status) return refuse(req, res, status);
      if (platforms && pathname.startsWith('/platform/')) return platforms(req, res, pathname);
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 405);
      const file = fileUnder(root, pathname);
      if (!file) return refuse(req, res, 404);
      return send(req, res, 200, fs.readFileSync(file), typeOf(path.extname(file)), 'no-cache', {
        'Access-Control-Allow-Origin': '*',
      });
    } catch (error) {
      console.error(error);
      return send(req, res, 500, Buffer.from('Server error'), TYPES['.txt'], 'no-store');
    }
  });
}
