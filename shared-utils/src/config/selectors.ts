import { FANTASY_CLIENT_ID } from './clientIds';
import { getConfig } from './config';
import type { ClientApp, PortalConfig } from './PortalConfig';

/** Whether the portal runs in US mode. */
export function isUS(config: PortalConfig = getConfig()): boolean {
  return config.region === 'US';
}

/** The client apps on offer: the fantasy app only when the fantasy feature is on. */
export function enabledClientApps(config: PortalConfig = getConfig()): ClientApp[] {
  return config.clientApps.filter(
    (app) => config.features.fantasy || app.clientId !== FANTASY_CLIENT_ID,
  );
}

/** The client app that / leads to: fantasy when it is on and the default, else the first app. */
export function preferredClientApp(config: PortalConfig = getConfig()): ClientApp {
  const apps = enabledClientApps(config);
  const fantasy = apps.find((app) => app.clientId === FANTASY_CLIENT_ID);
  return (config.features.defaultFantasy && fantasy) || apps[0];
}

/** The URL of the module of the client app `app` in this environment, if one is configured. */
export function clientAppModuleUrl(
  app: ClientApp,
  config: PortalConfig = getConfig(),
): string | undefined {
  return app.moduleUrl ?? config.clientAppModules?.[app.clientId];
}
