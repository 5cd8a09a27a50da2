// A brand's site, chosen by the request's Host header (page-host.mjs): its runtime config, the live
// import map, its brand files, the published builds and every page route.
import path from 'node:path';
import { answer, refuse } from './answers.mjs';
import { legacyLegalUrl, sendBrandFile } from './brand-files.mjs';
import { sendBuildFile } from './build-files.mjs';
import { TYPES } from './content-types.mjs';
import { rootConfigBase, storePath } from './page-renderer.mjs';
import { PUBLISHED_FOLDERS } from './published-folders.mjs';

/** Fastify plugin: the site's routes. `render` is a page renderer (page-renderer.mjs). */
export function siteRoutes(app, { settings, importMaps, render }, done) {
  /** A page route renders index.html; any other path without a route is not found. */
  const page = async (request, reply) => {
    if (path.extname(request.pathname)) return refuse(reply, 404);
    const { map } = await importMaps.read();
    const { html, csp } = render(request.pathname, map, request.site);
    return answer(reply, 200, html, TYPES['.html'], 'no-cache', { 'Content-Security-Policy': csp });
  };

  app.get('/config.json', async (request, reply) =>
    answer(reply, 200, request.site.configJson, TYPES['.json'], 'no-cache'),
  );
  app.get('/import-map.json', async (_request, reply) => {
    const { json } = await importMaps.read();
    return answer(reply, 200, json, TYPES['.json'], 'no-cache');
  });
  app.get('/brand/*', async (request, reply) =>
    sendBrandFile(reply, request.site.brand, request.pathname),
  );
  // Product images ship with root-config: /assets/* is its live version's assets folder.
  app.get('/assets/*', async (request, reply) => {
    const legacyLegal = legacyLegalUrl(request.site.brand, request.pathname);
    if (legacyLegal) return sendBrandFile(reply, request.site.brand, legacyLegal);
    if (!path.extname(request.pathname)) return page(request, reply);
    const { map } = await importMaps.read();
    return sendBuildFile(reply, `${storePath(rootConfigBase(map))}${request.pathname}`, settings);
  });
  for (const folder of PUBLISHED_FOLDERS) {
    app.get(`/${folder}/*`, async (request, reply) =>
      path.extname(request.pathname)
        ? sendBuildFile(reply, request.pathname, settings)
        : page(request, reply),
    );
  }
  app.get('*', page);
  done();
}
