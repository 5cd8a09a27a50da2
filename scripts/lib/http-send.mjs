// Answers of the portal's web hosts (the static host and the client apps' host): gzip when the
// client takes it, the security headers on every answer, and short refusals.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SECURITY_HEADERS } from './content-security-policy.mjs';

export const TYPES = {
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

export function send(req, res, status, body, type, cache, extra = {}) {
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

export function refuse(req, res, status) {
  send(req, res, status, Buffer.from(REFUSALS[status]), TYPES['.txt'], 'no-store');
}

/** The file under the folder `root` at a decoded URL path, or null when it is not a file there. */
export function fileUnder(root, urlPath) {
  const file = path.resolve(root, `.${urlPath}`);
  if (!file.startsWith(root + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}
