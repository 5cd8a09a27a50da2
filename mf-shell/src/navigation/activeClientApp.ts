import type { ClientApp } from '@portal/shared-utils';
import { isUnder } from './navigate';

/** The client app whose link prefixes the path; the first app when none does (spec 1 §2 Brand bar). */
export function activeClientApp(apps: ClientApp[], pathname: string): ClientApp | undefined {
  return apps.find((app) => isUnder(pathname, app.link)) ?? apps[0];
}
