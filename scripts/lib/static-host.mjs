// Serves the portal as a CDN and a web host would: the live import map, each package's immutable
// build under /<folder>/<version>/, the runtime config, and index.html for every page route.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { liveMap, liveMapFile } from './cdn.mjs';
import { cdnDir } from './workspace.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { requestPath } from './request-path.mjs';
import { contentSecurityPolicy, SECURITY_HEADERS } from './content-security-policy.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const REFUSALS = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  414: 'URI too long',
};

function send(req, res, status, body, type, cache, extra = {}) {
  const headers = {
    ...SECURITY_HEADERS,
    ...extra,
    'Content-Type': type,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = gzip ? zlib.gzipSync(body) : body;
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, { ...headers, 'Content-Length': payload.length });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function refuse(req, res, status) {
  send(req, res, status, Buffer.from(REFUSALS[status]), TYPES['.txt'], 'no-store');
}

/** The folder prefix of root-config's live version, e.g. "/root-config/3f2a9c1d0b7e". */
function rootConfigBase(importMap) {
  const url = importMap?.imports['@portal/root-config'];
  if (!url) throw new Error(`No live import map at ${liveMapFile()}: publish the builds first.`);
  return path.posix.dirname(url);
}

function indexHtml(importMap) {
  const base = rootConfigBase(importMap);
  const file = path.join(cdnDir(), `${base}/index.html`);
  return fs.readFileSync(file, 'utf8').replaceAll('%ROOT_CONFIG_BASE%', base);
}

/** The file under the CDN folder at a decoded URL path, or null when it is not a file there. */
function cdnFile(urlPath) {
  const root = cdnDir();
  const file = path.resolve(root, `.${urlPath}`);
  if (!file.startsWith(root + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/**
 * The portal's web host. `devServers` are the local micro-frontend dev servers the page may load
 * scripts from through import-map-overrides (a local portal only).
 */
export function createStaticHost({ env = process.env, apiPort, realtimePort, devServers = [] }) {
  const config = runtimeConfig(env, { apiPort, realtimePort });
  const configJson = Buffer.from(JSON.stringify(config));
  return http.createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 405);
      const { pathname, status } = requestPath(req.url);
      if (status) return refuse(req, res, status);
      if (pathname === '/config.json') {
        return send(req, res, 200, configJson, TYPES['.json'], 'no-cache');
      }
      if (pathname === '/import-map.json') {
        return send(req, res, 200, fs.readFileSync(liveMapFile()), TYPES['.json'], 'no-cache');
      }
      const importMap = liveMap();
      const extension = path.extname(pathname);
      if (!extension) {
        const html = indexHtml(importMap);
        const csp = contentSecurityPolicy({ config, importMap, html, devServers });
        return send(req, res, 200, Buffer.from(html), TYPES['.html'], 'no-cache', {
          'Content-Security-Policy': csp,
        });
      }
      // Brand assets ship with root-config; /assets/* is its live version's assets folder.
      const filePath = pathname.startsWith('/assets/')
        ? `${rootConfigBase(importMap)}${pathname}`
        : pathname;
      const file = cdnFile(filePath);
      if (!file) return refuse(req, res, 404);
      const type = TYPES[extension] ?? 'application/octet-stream';
      return send(
        req,
        res,
        200,
        fs.readFileSync(file),
        type,
        'public, max-age=31536000, immutable',
      );
    } catch (error) {
      console.error(error);
      return send(req, res, 500, Buffer.from('Server error'), TYPES['.txt'], 'no-store');
    }
  });
}
