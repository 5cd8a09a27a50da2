import { BehaviorSubject } from 'rxjs';
import { deepMerge } from './deepMerge';
import { defaultConfig } from './defaultConfig';
import type { PortalConfig, PortalConfigOverrides } from './PortalConfig';

/** The current runtime configuration; starts as the shipped defaults. */
export const config$ = new BehaviorSubject<PortalConfig>(defaultConfig);

export function getConfig(): PortalConfig {
  return config$.getValue();
}

/** The id of the element the web host writes the runtime configuration into (index.html). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'portal-runtime-config';

/** The runtime configuration written into the page, or null when the page carries none. */
function configInPage(): PortalConfigOverrides | null {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim();
  return text ? (JSON.parse(text) as PortalConfigOverrides) : null;
}

async function fetchConfig(url: string): Promise<PortalConfigOverrides> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as PortalConfigOverrides;
}

/**
 * The runtime config's client apps over the shipped ones: a brand's entry (its name, bonus types and
 * balance links) keeps the shipped link, logos and icon of the app with its client id.
 */
function withShippedClientApps(config: PortalConfig): PortalConfig {
  const clientApps = config.clientApps.map((app) => {
    const shipped = defaultConfig.clientApps.find(({ clientId }) => clientId === app.clientId);
    return shipped ? deepMerge(shipped, app) : app;
  });
  return { ...config, clientApps };
}

/**
 * Reads the runtime configuration (from the page when the web host wrote it there, otherwise from
 * `url`), merges it onto the defaults and publishes it. If it cannot be read the defaults stay in
 * force and a warning is logged.
 */
export async function loadConfig(url = '/config.json'): Promise<PortalConfig> {
  try {
    const overrides = configInPage() ?? (await fetchConfig(url));
    config$.next(withShippedClientApps(deepMerge(defaultConfig, overrides)));
  } catch (error) {
    console.warn(`[shared-utils] Could not load ${url}; using the default configuration.`, error);
  }
  return getConfig();
}
