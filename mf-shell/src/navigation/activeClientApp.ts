import type { ClientApp } from '@portal/shared-utils';
import { isUnder } from './isUnder';

/**
 * The client app whose link prefixes the path; elsewhere the client app mounted last, else the first
 * app (spec 1 §2 Brand bar).
 */
export function activeClientApp(
  apps: ClientApp[],
  pathname: string,
  lastMounted: number | null = null,
): ClientApp | undefined {
  return (
    apps.find((app) => isUnder(pathname, app.link)) ??
    apps.find((app) => app.clientId === lastMounted) ??
    apps[0]
  );
}
