import { BETTING_CLIENT_ID, enabledClientApps, getConfig } from '@portal/shared-utils';

/** Leaves the deposit for a client app: the modal closes and the app's path replaces the page. */
export function goToClientApp(path: string, close: () => void) {
  close();
  window.history.replaceState(null, '', path);
}

/** The client apps to start after a deposit: Start Betting for the betting app, Start Playing else. */
export function startLinks() {
  return enabledClientApps(getConfig()).map((app) => ({
    path: app.link,
    betting: app.clientId === BETTING_CLIENT_ID,
  }));
}
