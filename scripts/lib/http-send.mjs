// Answers of the development loop's node:http hosts (the demo client apps' host, the local CDN's):
// gzip when the client takes it, the security headers on every answer, and short refusals.
import zlib from 'node:zlib';
import { compressible, TYPES } from '@portal/page-host/content-types.mjs';
import { SECURITY_HEADERS } from '@portal/page-host/security-headers.mjs';

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
  const gzip = compressible(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = gzip ? zlib.gzipSync(body) : body;
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, { ...headers, 'Content-Length': payload.length });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export function refuse(req, res, status) {
  send(req, res, status, Buffer.from(REFUSALS[status]), TYPES['.txt'], 'no-store');
}
