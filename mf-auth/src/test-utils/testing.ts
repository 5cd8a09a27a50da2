// Helpers for the tests of @portal/auth: configuration, session and URL.
import { config$, session$, user$, type PortalConfig } from '@portal/shared-utils';
import { testConfig } from '@portal/shared-utils/testing';
import { act } from '@testing-library/react';

type ConfigChanges = Omit<Partial<PortalConfig>, 'features'> & {
  features?: Partial<PortalConfig['features']>;
};

/**
 * Publishes the runtime config of a page served for the test brand with `changes` applied (features
 * merge key by key).
 */
export function setConfig(changes: ConfigChanges = {}): void {
  act(() =>
    config$.next({
      ...testConfig(),
      ...changes,
      features: { ...testConfig().features, ...changes.features },
    }),
  );
}

/** Signed out, no modal, the shipped configuration, on /betting. */
export function resetAuth(): void {
  setConfig();
  act(() => {
    session$.next({ token: null });
    user$.next(null);
  });
  window.history.replaceState(null, '', '/betting');
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
}

/** The JSON body of the nth fetch call. */
export function requestBody(mock: jest.Mock, call = 0): unknown {
  return JSON.parse(String(mock.mock.calls[call][1]?.body));
}
