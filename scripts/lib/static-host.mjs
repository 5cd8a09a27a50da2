// Serves the portal as a CDN and a web host would: the live import map, each package's immutable
// build under /<folder>/<version>/, the runtime config, and index.html for every page route.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { liveMap, liveMapFile } from './cdn.mjs';
import { publishedFile, sendPublishedFile } from './cdn-files.mjs';
import { environmentName } from './deploy/environments.mjs';
import { indexPages, overridesAllowed } from './index-page.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { brandSites } from './brand-sites.mjs';
import { legacyLegalUrl, sendBrandFile, sendUnknownHost } from './brand-files.mjs';
import { requestPath } from './request-path.mjs';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { refuse, send, TYPES } from './http-send.mjs';

/** The folder prefix of root-config's live version, e.g. "/root-config/3f2a9c1d0b7e". */
function rootConfigBase(importMap, mapFile) {
  const url = importMap?.imports['@portal/root-config'];
  if (!url) throw new Error(`No live import map at ${mapFile}: publish the builds first.`);
  return path.posix.dirname(url);
}

/** Whether the CDN folder holds a local URL path (published files never change, so cached). */
const served = new Map();
function servesFile(url) {
  if (!url.startsWith('/')) return false;
  if (!served.has(url)) served.set(url, Boolean(publishedFile(url)));
  return served.get(url);
}

/**
 * The portal's web host. `devServers` are the local micro-frontend dev servers the page may load
 * scripts from through import-map-overrides (a local portal only); `otherFiles(url)` says whether
 * another host of this portal serves a URL (the demo client apps' stylesheets).
 */
export function createStaticHost({
  env = process.env,
  apiPort,
  realtimePort,
  devServers = [],
  otherFiles = () => false,
}) {
  // The environment whose import map this host serves (PORTAL_ENVIRONMENT; local by default).
  const mapEnvironment = environmentName(env);
  const mapFile = liveMapFile(mapEnvironment);
  // Page renderers by root-config version: a version's template never changes.
  const pagesByBase = new Map();
  const hasFile = (url) => servesFile(url) || otherFiles(url);
  const indexHtml = (pathname, importMap, site, overrides) => {
    const base = rootConfigBase(importMap, mapFile);
    if (!pagesByBase.has(base)) {
      const template = fs.readFileSync(publishedFile(`${base}/index.html`), 'utf8');
      pagesByBase.set(base, indexPages(template, base, { hasFile }));
    }
    const { config, theme } = site;
    return pagesByBase.get(base)(pathname, { importMap, config, overrides, theme });
  };
  // Checked at start: a bad brand file or setting stops the host with the field named.
  const sites = brandSites(runtimeConfig(env, { apiPort, realtimePort }), {
    publicHost: env.PORTAL_PUBLIC_HOST,
    dataDir: env.PORTAL_BRANDS_DIR,
  });
  const overrides = overridesAllowed(env);
  return http.createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 405);
      const { pathname, status } = requestPath(req.url);
      if (status) return refuse(req, res, status);
      // The brand is the host's, from the allow-list; any other host gets no brand's page.
      const site = sites.siteFor(req.headers.host);
      if (!site) return sendUnknownHost(req, res);
      if (pathname === '/config.json') {
        return send(req, res, 200, site.configJson, TYPES['.json'], 'no-cache');
      }
      if (pathname === '/import-map.json') {
        return send(req, res, 200, fs.readFileSync(mapFile), TYPES['.json'], 'no-cache');
      }
      if (pathname.startsWith('/brand/')) return sendBrandFile(req, res, site.brand, pathname);
      const legacyLegal = legacyLegalUrl(site.brand, pathname);
      if (legacyLegal) return sendBrandFile(req, res, site.brand, legacyLegal);
      const importMap = liveMap(mapEnvironment);
      if (!path.extname(pathname)) {
        const html = indexHtml(pathname, importMap, site, overrides);
        const csp = contentSecurityPolicy({ config: site.config, importMap, html, devServers });
        return send(req, res, 200, Buffer.from(html), TYPES['.html'], 'no-cache', {
          'Content-Security-Policy': csp,
        });
      }
      // Product images ship with root-config; /assets/* is its live version's assets folder.
      const filePath = pathname.startsWith('/assets/')
        ? `${rootConfigBase(importMap, mapFile)}${pathname}`
        : pathname;
      return sendPublishedFile(req, res, filePath);
    } catch (error) {
      console.error(error);
      return send(req, res, 500, Buffer.from('Server error'), TYPES['.txt'], 'no-store');
    }
  });
}
