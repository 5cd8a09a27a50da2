import { BETTING_CLIENT_ID, enabledClientApps, getConfig } from '@portal/shared-utils';

/**
 * Leaves the deposit for a client app: the app's path replaces the page the modal is open on (its
 * URL names the modal), so the browser's Back does not open the deposit again. The portal's router
 * follows the new URL and the modal, no longer in it, closes.
 */
export function goToClientApp(path: string) {
  window.history.replaceState(null, '', path);
}

/** The client apps to start after a deposit: Start Betting for the betting app, Start Playing else. */
export function startLinks() {
  return enabledClientApps(getConfig()).map((app) => ({
    path: app.link,
    betting: app.clientId === BETTING_CLIENT_ID,
  }));
}
