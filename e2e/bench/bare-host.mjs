// The web host of the bare React page (bare/): the page with an inline import map of the portal's
// live React modules, the smallest SystemJS build, and those modules from the local CDN folder
// (CDN_DIR), gzipped and cached as the portal's static host serves them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveMap } from '../../scripts/lib/cdn.mjs';
import { TYPES } from '@portal/page-host/content-types.mjs';
import { fileUnder } from '@portal/page-host/file-under.mjs';
import { requestPath } from '@portal/page-host/request-path.mjs';
import { refuse, send } from '../../scripts/lib/http-send.mjs';
import { cdnDir, ROOT } from '../../scripts/lib/workspace.mjs';

const BARE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare');
const SYSTEMJS = path.join(ROOT, 'node_modules/systemjs/dist/s.min.js');
const REACT_MODULES = ['react', 'react-dom', 'react-dom/client'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

function indexHtml() {
  const live = liveMap();
  if (!live) throw new Error(`No live import map in ${cdnDir()}: publish the builds first.`);
  const imports = Object.fromEntries(REACT_MODULES.map((name) => [name, live.imports[name]]));
  const html = fs.readFileSync(path.join(BARE, 'index.html'), 'utf8');
  return html.replace('%IMPORT_MAP%', JSON.stringify({ imports }));
}

export function createBareHost() {
  return http.createServer((req, res) => {
    try {
      const { pathname, status } = requestPath(req.url);
      if (status) return refuse(req, res, status);
      if (!path.extname(pathname)) {
        return send(req, res, 200, Buffer.from(indexHtml()), TYPES['.html'], 'no-cache');
      }
      if (pathname === '/app.js') {
        const app = fs.readFileSync(path.join(BARE, 'app.js'));
        return send(req, res, 200, app, TYPES['.js'], 'no-cache');
      }
      const file = pathname === '/vendor/s.min.js' ? SYSTEMJS : fileUnder(cdnDir(), pathname);
      if (!file) return refuse(req, res, 404);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      return send(req, res, 200, fs.readFileSync(file), type, IMMUTABLE);
    } catch (error) {
      console.error(error);
      return send(req, res, 500, Buffer.from('Server error'), TYPES['.txt'], 'no-store');
    }
  });
}
