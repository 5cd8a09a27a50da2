// The separately hosted client apps (client 1 betting, client 2 fantasy): where the portal loads
// each one's module from (runtime config clientAppModules) and which portal module hosts it.

/** Each client app's module URL variable and the portal module that hosts it. */
export const CLIENT_APPS = [
  { clientId: 1, variable: 'PORTAL_BETTING_APP_URL', host: '@portal/betting-host' },
  { clientId: 2, variable: 'PORTAL_FANTASY_APP_URL', host: '@portal/fantasy-host' },
];

/** An http(s) URL from the variable `name`, without a trailing slash; undefined when unset. */
export function httpUrl(env, name) {
  const configured = env[name];
  if (configured === undefined) return undefined;
  const url = URL.canParse(configured) ? new URL(configured) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`${name} must be an http(s) URL, not ${configured}`);
  }
  return configured.replace(/\/+$/, '');
}

/** The runtime config's clientAppModules: each configured module URL by client id. */
export function clientAppModules(env) {
  return Object.fromEntries(
    CLIENT_APPS.map(({ clientId, variable }) => [clientId, httpUrl(env, variable)]).filter(
      ([, url]) => url !== undefined,
    ),
  );
}

/** The client app module a portal module hosts, from the runtime config; undefined for others. */
export function hostedClientApp(config, moduleName) {
  const app = CLIENT_APPS.find(({ host }) => host === moduleName);
  return app && config.clientAppModules?.[app.clientId];
}
