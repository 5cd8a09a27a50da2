// The page host: renders every page of the portal (the live import map, the runtime config and
// theme of the brand the Host header names, the CSP, preloads of what the page starts with) and
// serves the live import map, the published builds and the brands' files, on Fastify.
import fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { brandSites } from './brand-sites.mjs';
import { sendUnknownHost } from './brand-files.mjs';
import { commonHeaders, refusable, refuse } from './answers.mjs';
import { gzip } from './gzip.mjs';
import { healthRoutes } from './health-routes.mjs';
import { importMapSource } from './import-map-source.mjs';
import { pageRenderer } from './page-renderer.mjs';
import { requestId } from './request-id.mjs';
import { requestPath } from './request-path.mjs';
import { pageHostSettings } from './settings.mjs';
import { siteRoutes } from './site-routes.mjs';

/** What a log line tells of a request: never its headers, so no cookie or Authorization value. */
const LOGGED_REQUEST = {
  req: (req) => ({ method: req.method, url: req.url, host: req.host, remoteAddress: req.ip }),
};

/**
 * The page host configured by `env` (or its `settings`, settings.mjs), not yet listening. `devServers` are the local
 * micro-frontend dev servers the page may load scripts from (npm start's); `otherFiles(url)` says
 * whether another host of this portal serves a URL (the demo client apps' stylesheets);
 * `logStream` takes the JSON log lines (default standard output).
 * @param {{
 *   env?: NodeJS.ProcessEnv,
 *   settings?: ReturnType<typeof pageHostSettings>,
 *   devServers?: string[],
 *   otherFiles?: (url: string) => boolean,
 *   logStream?: import('node:stream').Writable,
 * }} [options]
 */
export function createPageHost({
  env = process.env,
  settings = pageHostSettings(env),
  devServers,
  otherFiles,
  logStream,
} = {}) {
  const app = fastify({
    logger: {
      level: settings.logLevel,
      serializers: LOGGED_REQUEST,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(logStream && { stream: logStream }),
    },
    genReqId: requestId,
    // A URL the router cannot read is the client's error, answered like any other refusal.
    frameworkErrors: (_error, _request, reply) => refuse(reply, 400),
  });
  // Checked at start: a bad brand file or setting stops the host with the field named.
  const sites = brandSites(settings.runtimeConfig, {
    publicHost: settings.publicHost,
    dataDir: settings.brandsDir,
  });
  const importMaps = importMapSource(settings.importMap, {
    ttlMs: settings.importMapTtlMs,
    log: app.log,
  });
  const render = pageRenderer({ ...settings, devServers, otherFiles });

  app.decorateRequest('pathname', '');
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request, reply) => {
    commonHeaders(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(reply, 405);
    const { pathname, status } = requestPath(request.raw.url);
    if (status) return refuse(reply, status);
    request.pathname = pathname;
    if (request.routeOptions.config?.anyHost) return undefined;
    // The brand is the host's, from the allow-list; any other host gets no brand's page.
    request.site = sites.siteFor(request.headers.host);
    return request.site ? undefined : sendUnknownHost(reply);
  });
  app.addHook('onSend', gzip);
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404));
  app.setErrorHandler((/** @type {import('fastify').FastifyError} */ error, request, reply) => {
    if (error.statusCode >= 400 && error.statusCode < 500 && refusable(error.statusCode)) {
      return refuse(reply, error.statusCode);
    }
    request.log.error({ err: error }, 'server error');
    return refuse(reply, 500);
  });
  app.register(fastifyStatic, { root: settings.storeDir, serve: false });
  app.register(healthRoutes, { importMaps });
  app.register(siteRoutes, { settings, importMaps, render });
  return app;
}
