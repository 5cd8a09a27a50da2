// Serves the portal as a CDN and a web host would: the live import map, each package's immutable
// build under /<folder>/<version>/, the runtime config, and index.html for every page route.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { liveMap, liveMapFile } from './cdn.mjs';
import { cdnDir } from './workspace.mjs';
import { runtimeConfig } from './runtime-config.mjs';

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

function send(req, res, status, body, type, cache) {
  const headers = { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding' };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = gzip ? zlib.gzipSync(body) : body;
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, { ...headers, 'Content-Length': payload.length });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** The folder prefix of root-config's live version, e.g. "/root-config/3f2a9c1d0b7e". */
function rootConfigBase() {
  const url = liveMap()?.imports['@portal/root-config'];
  if (!url) throw new Error(`No live import map at ${liveMapFile()}: publish the builds first.`);
  return path.posix.dirname(url);
}

function indexHtml() {
  const base = rootConfigBase();
  const file = path.join(cdnDir(), `${base}/index.html`);
  return Buffer.from(fs.readFileSync(file, 'utf8').replaceAll('%ROOT_CONFIG_BASE%', base));
}

function safeFile(urlPath) {
  const root = cdnDir();
  const file = path.normalize(path.join(root, decodeURIComponent(urlPath)));
  return file.startsWith(root + path.sep) ? file : null;
}

export function createStaticHost({ env = process.env, apiPort, realtimePort }) {
  return http.createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(req, res, 405, Buffer.from('Method not allowed'), TYPES['.txt'], 'no-store');
      }
      const url = new URL(req.url ?? '/', 'http://host');
      if (url.pathname === '/config.json') {
        const config = runtimeConfig(env, { apiPort, realtimePort });
        return send(req, res, 200, Buffer.from(JSON.stringify(config)), TYPES['.json'], 'no-cache');
      }
      if (url.pathname === '/import-map.json') {
        return send(req, res, 200, fs.readFileSync(liveMapFile()), TYPES['.json'], 'no-cache');
      }
      const extension = path.extname(url.pathname);
      if (!extension) return send(req, res, 200, indexHtml(), TYPES['.html'], 'no-cache');
      // Brand assets ship with root-config; /assets/* is its live version's assets folder.
      const filePath = url.pathname.startsWith('/assets/')
        ? `${rootConfigBase()}${url.pathname}`
        : url.pathname;
      const file = safeFile(filePath);
      if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        return send(req, res, 404, Buffer.from('Not found'), TYPES['.txt'], 'no-store');
      }
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
