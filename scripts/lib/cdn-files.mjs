// The published files of the local CDN folder: each package's immutable builds under
// /<folder>/<version>/. A deploy reads them back over HTTP before the import map points at them;
// the page host (page-host/) serves them to the browser.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { typeOf } from '@portal/page-host/content-types.mjs';
import { storeFile } from '@portal/page-host/published-folders.mjs';
import { requestPath } from '@portal/page-host/request-path.mjs';
import { refuse, send } from './http-send.mjs';
import { cdnDir } from './workspace.mjs';

/** The published file at a URL path, or null: only the packages' folders are public. */
export const publishedFile = (urlPath) => storeFile(cdnDir(), urlPath);

/** Answers a published file, cached for good (its path changes with its content), or a 404. */
function sendPublishedFile(req, res, urlPath) {
  const file = publishedFile(urlPath);
  if (!file) return refuse(req, res, 404);
  const type = typeOf(path.extname(file));
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
