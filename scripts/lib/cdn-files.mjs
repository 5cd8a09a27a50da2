// The published files of the local CDN folder: each package's immutable builds under
// /<folder>/<version>/. The static host answers them, and a deploy reads them back over HTTP
// before the import map points at them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileUnder, refuse, send, TYPES } from './http-send.mjs';
import { requestPath } from './request-path.mjs';
import { cdnDir, FRONTEND_FOLDERS } from './workspace.mjs';

/** The published file at a URL path, or null: only the packages' folders are public. */
export function publishedFile(urlPath) {
  const [, folder] = urlPath.split('/');
  return FRONTEND_FOLDERS.includes(folder) ? fileUnder(cdnDir(), urlPath) : null;
}

/** Answers a published file, cached for good (its path changes with its content), or a 404. */
export function sendPublishedFile(req, res, urlPath) {
  const file = publishedFile(urlPath);
  if (!file) return refuse(req, res, 404);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  return send(req, res, 200, fs.readFileSync(file), type, 'public, max-age=31536000, immutable');
}

/** An HTTP server answering only the published files, as a CDN in front of the folder would. */
export function createCdnServer() {
  return http.createServer((req, res) => {
    const { pathname, status } = requestPath(req.url);
    if (status) return refuse(req, res, status);
    return sendPublishedFile(req, res, pathname);
  });
}
