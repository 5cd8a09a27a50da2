// Helpers for the shell's tests: drive the shared-utils streams and the URL (the player and the
// viewport come from @portal/shared-utils/testing).
import {
  clientSummaries$,
  closeModal,
  config$,
  endTutorial,
  sessionStart$,
  session$,
  user$,
  type PortalConfig,
  type User,
} from '@portal/shared-utils';
import { mockViewportWidth, testConfig, testUser } from '@portal/shared-utils/testing';
import { act } from '@testing-library/react';
import { lastMountedClientApp$ } from '../navigation/lastMountedClientApp';

/** The runtime config of a page the static host served for the test brand. */
const shippedConfig = testConfig();

type ConfigChanges = Omit<Partial<PortalConfig>, 'features'> & {
  features?: Partial<PortalConfig['features']>;
};

/** Publishes the page's configuration with `changes` applied (features merge key by key). */
export function setConfig(changes: ConfigChanges = {}) {
  config$.next({
    ...shippedConfig,
    ...changes,
    features: { ...shippedConfig.features, ...changes.features },
  });
}

/** Signs `user` in: by default a verified AU player with a balance of $1,250.50. */
export function signIn(user: User = testUser()) {
  act(() => {
    session$.next({ token: 'test-token' });
    user$.next(user);
  });
}

export function signOut() {
  act(() => {
    session$.next({ token: null });
    user$.next(null);
    clientSummaries$.next({});
    sessionStart$.next(null);
  });
}

/**
 * Tells listeners the URL changed, as single-spa's patched history does in the browser (Jest runs
 * without single-spa's start(), so pushState there changes the URL silently).
 */
export function announceRouting() {
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** Sets the URL and announces it. */
export function goTo(url: string) {
  window.history.pushState(null, '', url);
  announceRouting();
}

/** Back to a signed-out visitor at / with the shipped configuration on a desktop screen. */
export function resetShell() {
  signOut();
  setConfig();
  mockViewportWidth(1280);
  window.localStorage.clear();
  window.sessionStorage.clear();
  act(() => {
    closeModal();
    endTutorial();
    lastMountedClientApp$.next(null);
  });
  goTo('/');
}
