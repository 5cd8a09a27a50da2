import { enabledClientApps, useConfig, useObservable } from '@portal/shared-utils';
import { activeClientApp } from './activeClientApp';
import { lastMountedClientApp$ } from './lastMountedClientApp';
import { usePathname } from './usePathname';

/** The enabled client apps and the active one for the current path and the last mounted app. */
export function useActiveClientApp() {
  const apps = enabledClientApps(useConfig());
  const active = activeClientApp(apps, usePathname(), useObservable(lastMountedClientApp$));
  return { apps, active };
}
