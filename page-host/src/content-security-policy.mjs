// The Content-Security-Policy the composed portal runs under. Anything without a directive of its
// own (fonts, manifest, media, frames) comes only from the portal itself (default-src 'self').
// Scripts come only from the portal itself, the origins its import map points at, the client apps'
// origins, and reCAPTCHA when a site key is configured; stylesheets and images from those origins
// too (images also from the API, which serves avatars); reCAPTCHA's frame is the only frame from
// elsewhere. The page talks only to itself, the API, the realtime server, the collector of its error
// reports and, in the US, the local location service (with its IP service and error logger when
// configured).
import crypto from 'node:crypto';
import { locationOrigins } from './location-config.mjs';

// Where the reCAPTCHA client loads from (https://www.google.com/recaptcha/api.js and its gstatic parts).
const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
// Where reCAPTCHA's frame loads from.
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** The origins other than the page's own that an import map (imports and scopes) loads from. */
export function importMapOrigins(importMap) {
  const urls = [
    ...Object.values(importMap?.imports ?? {}),
    ...Object.values(importMap?.scopes ?? {}).flatMap((scope) => Object.values(scope)),
  ];
  const origins = urls
    .filter((url) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//'))
    .map((url) => new URL(url, 'https://page.invalid').origin);
  return [...new Set(origins)].sort();
}

/**
 * The 'sha256-…' sources of the inline scripts an HTML page runs (without src; data blocks such as
 * the import map and the runtime config JSON are not run, so they need none).
 */
export function inlineScriptHashes(html) {
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  const runs = (attributes) => {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    return !/\bsrc=/i.test(attributes) && (!type || /javascript|^module$/i.test(type));
  };
  return [...html.matchAll(scripts)]
    .filter(([, attributes, body]) => runs(attributes) && body.trim() !== '')
    .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
}

/** The realtime server's origins as pusher-js reaches them (ws and wss on its host and port). */
function realtimeOrigins({ host, port }) {
  return [`ws://${host}:${port}`, `wss://${host}:${port}`];
}

/**
 * The policy for a page of the portal: `config` is the runtime config (/config.json), `importMap`
 * the served import map and `html` the page, whose inline scripts are allowed by hash. `devServers`
 * are the local dev servers import-map-overrides may point at (only on a local portal).
 */
/** The origin of the map's tile URL template; its {s} subdomains as a wildcard. */
function tileOrigins(maps) {
  const origin = /^https?:\/\/[^/]+/.exec(maps?.tileUrl ?? '')?.[0];
  return origin ? [origin.replace('{s}', '*')] : [];
}

export function contentSecurityPolicy({ config, importMap, html, devServers = [] }) {
  // Where modules load from, with their stylesheets and images: the import map's origins, the
  // separately hosted client apps' modules (runtime config clientAppModules) and the dev servers.
  const clientApps = Object.values(config.clientAppModules ?? {}).map((url) => new URL(url).origin);
  const modules = [...importMapOrigins(importMap), ...clientApps, ...devServers];
  const recaptcha = Boolean(config.recaptcha?.siteKey);
  const scripts = [
    "'self'",
    ...inlineScriptHashes(html),
    ...modules,
    ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : []),
  ];
  // Inline styles stay allowed: the brand's tokens are a <style> in the page, and
  // import-map-overrides and reCAPTCHA add styles of their own.
  const styles = ["'self'", "'unsafe-inline'", ...modules];
  // data: for the small images the builds inline, blob: for an avatar's preview before upload, and
  // the map's tile server.
  const images = [
    "'self'",
    'data:',
    'blob:',
    new URL(config.apiBaseUrl).origin,
    ...modules,
    ...tileOrigins(config.maps),
  ];
  const connect = [
    "'self'",
    new URL(config.apiBaseUrl).origin,
    ...realtimeOrigins(config.realtime),
    // A client app calls its own platform, on the origin it is served from.
    ...clientApps,
    ...(config.errorReportUrl ? [new URL(config.errorReportUrl).origin] : []),
    // The location client (US): the local location service, its IP service and error logger.
    ...locationOrigins(config.location),
    // A dev server's live reload talks back to it over a WebSocket.
    ...devServers.flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]),
  ];
  const sources = (list) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(scripts)}`,
    `style-src ${sources(styles)}`,
    `img-src ${sources(images)}`,
    `connect-src ${sources(connect)}`,
    ...(recaptcha ? [`frame-src 'self' ${RECAPTCHA_FRAME_SOURCES.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
