import { getConfig } from '@portal/shared-utils';

/** The client app the player is in, by path prefix; the first app elsewhere (spec 1 §2 Brand bar). */
export function currentClientId(pathname = window.location.pathname): number {
  const apps = getConfig().clientApps;
  const app = apps.find((candidate) => pathname.startsWith(candidate.link)) ?? apps[0];
  return app.clientId;
}
