import { BehaviorSubject } from 'rxjs';
import { deepMerge } from './deepMerge';
import { defaultConfig } from './defaultConfig';
import type { PortalConfig, PortalConfigOverrides } from './PortalConfig';

/** The current runtime configuration; starts as the shipped defaults. */
export const config$ = new BehaviorSubject<PortalConfig>(defaultConfig);

export function getConfig(): PortalConfig {
  return config$.getValue();
}

/**
 * Fetches the runtime configuration, merges it onto the defaults and publishes it.
 * If it cannot be loaded the defaults stay in force and a warning is logged.
 */
export async function loadConfig(url = '/config.json'): Promise<PortalConfig> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const overrides = (await response.json()) as PortalConfigOverrides;
    config$.next(deepMerge(defaultConfig, overrides));
  } catch (error) {
    console.warn(`[shared-utils] Could not load ${url}; using the default configuration.`, error);
  }
  return getConfig();
}
