// index.html as the page host serves it: root-config's template with the live import map, the
// runtime config, and a preload of every script the requested page starts with (root-config, the
// modules the layout mounts at that path, their dependencies, and the client app a host module among
// them mounts), so the browser has what it needs
// in the first answer and fetches every first-load script at once.
import { hostedClientApp } from './client-app-modules.mjs';
import { flag } from './env-flags.mjs';
import { loadClosure } from './load-closure.mjs';
import { layoutModules } from './layout-modules.mjs';
import { isProduction } from './production.mjs';

/** Where the template takes the preloads (the build minifies the page, so not a comment). */
const PRELOADS_PLACEHOLDER = /<meta name="?portal-preloads"?\s*\/?>/;

/**
 * Whether testers may point modules elsewhere with import-map-overrides: PORTAL_IMPORT_MAP_OVERRIDES,
 * by default allowed outside production and refused in production.
 */
export function overridesAllowed(env) {
  return flag(env.PORTAL_IMPORT_MAP_OVERRIDES) ?? !isProduction(env);
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Other origins the page talks to at once: the API and the client apps' hosts. */
function preconnectOrigins(config) {
  const urls = [config.apiBaseUrl, ...Object.values(config.clientAppModules ?? {})];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** A module's stylesheet URL: "<module file>.css" next to it (config/module-stylesheet.cjs). */
export const stylesheetOf = (moduleUrl) => moduleUrl.replace(/\.js$/, '.css');

/**
 * Renders pages from one root-config template:
 * `page(pathname, { importMap, config, overrides, theme })`, `theme` being the brand's token style.
 * The template's layout is parsed once. `hasFile(url)` says whether the host serves a URL; the
 * stylesheets of the modules the page starts with are linked in its head when it does, so they
 * apply before anything renders.
 */
export function indexPages(template, rootConfigBase, { hasFile = () => false } = {}) {
  const modulesAt = layoutModules(template);
  return (pathname, { importMap, config, overrides, theme = '' }) => {
    const modules = modulesAt(pathname);
    const scripts = loadClosure(importMap, ['@portal/root-config', ...modules]);
    // A client app comes from its own origin, which SystemJS asks for with CORS.
    const clientApps = modules.map((name) => hostedClientApp(config, name)).filter(Boolean);
    const hints = [
      // The brand's design tokens, before anything renders (brand-sites.mjs).
      ...(theme ? [theme] : []),
      ...preconnectOrigins(config).map(
        (origin) => `<link rel="preconnect" href="${attribute(origin)}" crossorigin />`,
      ),
      ...[...scripts, ...clientApps]
        .map(stylesheetOf)
        .filter(hasFile)
        .map((url) => `<link rel="stylesheet" href="${attribute(url)}" />`),
      ...scripts.map((url) => {
        // The preload is used only when it asks for the integrity SystemJS will check.
        const integrity = importMap.integrity?.[url];
        const check = integrity ? ` integrity="${attribute(integrity)}"` : '';
        return `<link rel="preload" as="script" href="${attribute(url)}"${check} />`;
      }),
      ...clientApps.map(
        (url) =>
          `<link rel="preload" as="script" href="${attribute(url)}" crossorigin="anonymous" />`,
      ),
    ];
    return (
      template
        .replaceAll('%ROOT_CONFIG_BASE%', rootConfigBase)
        .replace('%IMPORT_MAP%', () => scriptJson(importMap))
        .replace('%RUNTIME_CONFIG%', () => scriptJson(config))
        .replace('%OVERRIDES%', overrides ? 'allowed' : 'refused')
        // Named after the brand from the first byte (root-config names it again from the config).
        .replace('<title></title>', () => `<title>${text(config.brand?.name ?? '')}</title>`)
        .replace(PRELOADS_PLACEHOLDER, () => hints.join('\n    '))
    );
  };
}
