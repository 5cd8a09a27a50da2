// The Content-Security-Policy the composed portal runs under. Scripts come only from the portal
// itself, the origins its import map points at, the client apps' origins, and reCAPTCHA when a site key is configured; the
// page talks only to itself, the API, the realtime server and, in the US, the local location
// service (with its IP service and error logger when configured).
import crypto from 'node:crypto';
import { locationOrigins } from './location-config.mjs';

// Where the reCAPTCHA client loads from (https://www.google.com/recaptcha/api.js and its gstatic parts).
const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
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
export function contentSecurityPolicy({ config, importMap, html, devServers = [] }) {
  const scripts = [
    "'self'",
    ...inlineScriptHashes(html),
    ...importMapOrigins(importMap),
    // The separately hosted client apps' modules (runtime config clientAppModules).
    ...Object.values(config.clientAppModules ?? {}).map((url) => new URL(url).origin),
    ...(config.recaptcha?.siteKey ? RECAPTCHA_SCRIPT_SOURCES : []),
    ...devServers,
  ];
  const connect = [
    "'self'",
    new URL(config.apiBaseUrl).origin,
    ...realtimeOrigins(config.realtime),
    // The location client (US): the local location service, its IP service and error logger.
    ...locationOrigins(config.location),
    // A dev server's live reload talks back to it over a WebSocket.
    ...devServers.flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]),
  ];
  return [
    `script-src ${[...new Set(scripts)].join(' ')}`,
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every answer of the static host carries. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
