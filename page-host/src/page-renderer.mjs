// Renders a page of a brand's site from the live import map: root-config's template of the live
// version (read once per version, which never changes) filled by index-page.mjs, and the
// Content-Security-Policy it runs under.
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { indexPages } from './index-page.mjs';
import { storeFile } from './published-folders.mjs';

/** The folder prefix of root-config's live version, e.g. "/root-config/3f2a9c1d0b7e". */
export function rootConfigBase(importMap) {
  const url = importMap.imports['@portal/root-config'];
  if (!url) throw new Error('The live import map names no @portal/root-config: publish it first.');
  return path.posix.dirname(url);
}

/**
 * The path in the store of a map's URL: a local path as it is; an absolute URL (a release's map names
 * builds at the store's public origin) by its path; '' for anything else.
 */
export function storePath(url) {
  if (url.startsWith('/')) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/**
 * `render(pathname, importMap, site)` gives `{ html, csp }`. `devServers` are the local
 * micro-frontend dev servers the page may load scripts from through import-map-overrides (a local
 * portal only); `otherFiles(url)` says whether another host of this portal serves a URL (the demo
 * client apps' stylesheets).
 * @param {{
 *   storeDir: string,
 *   overrides: boolean,
 *   devServers?: string[],
 *   otherFiles?: (url: string) => boolean,
 * }} options
 */
export function pageRenderer({ storeDir, overrides, devServers = [], otherFiles = () => false }) {
  // Whether the store holds a URL's path (published files never change, so remembered).
  const stored = new Map();
  const inStore = (url) => {
    const file = storePath(url);
    if (!file.startsWith('/')) return false;
    if (!stored.has(url)) stored.set(url, Boolean(storeFile(storeDir, file)));
    return stored.get(url);
  };
  const hasFile = (url) => inStore(url) || otherFiles(url);
  const pagesByBase = new Map();
  const pagesOf = (base) => {
    if (!pagesByBase.has(base)) {
      const template = storeFile(storeDir, `${storePath(base)}/index.html`);
      if (!template) throw new Error(`${base}/index.html is not in the store ${storeDir}.`);
      pagesByBase.set(base, indexPages(fs.readFileSync(template, 'utf8'), base, { hasFile }));
    }
    return pagesByBase.get(base);
  };
  return (pathname, importMap, { config, theme }) => {
    const html = pagesOf(rootConfigBase(importMap))(pathname, {
      importMap,
      config,
      overrides,
      theme,
    });
    return { html, csp: contentSecurityPolicy({ config, importMap, html, devServers }) };
  };
}
