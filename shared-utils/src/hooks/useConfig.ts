import { config$ } from '../config/config';
import type { PortalConfig } from '../config/PortalConfig';
import { useObservable } from './useObservable';

/** The runtime configuration. */
export function useConfig(): PortalConfig {
  return useObservable(config$);
}
