// Helpers for the shell's tests: drive the shared-utils streams, the URL and the viewport.
import {
  config$,
  getConfig,
  session$,
  user$,
  type PortalConfig,
  type User,
} from '@portal/shared-utils';
import { act } from '@testing-library/react';

const shippedConfig = getConfig();

type ConfigChanges = Omit<Partial<PortalConfig>, 'features'> & {
  features?: Partial<PortalConfig['features']>;
};

/** Publishes the shipped configuration with `changes` applied (features merge key by key). */
export function setConfig(changes: ConfigChanges = {}) {
  config$.next({
    ...shippedConfig,
    ...changes,
    features: { ...shippedConfig.features, ...changes.features },
  });
}

/** A signed-in AU player like the demo account: verified, balance $1,250.50. */
export function makeUser(changes: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'demo_au',
    first_name: 'Jane',
    last_name: 'Citizen',
    email: 'demo.au@portal.test',
    email_verified: true,
    phone: '0412345678',
    phone_verified: true,
    calling_code: '61',
    birth_date: '1990-01-01',
    avatar: null,
    created_at: '2024-01-01T00:00:00Z',
    last_login_at: '2024-06-01T00:00:00Z',
    balance: 125050,
    available_balance: 125050,
    status: { id: 1, name: 'Active' },
    id_verified: true,
    pin: '1234',
    limits: [],
    limit_requests: [],
    locale: { available_limits: [], bank_document_required: false },
    break_applied_at: null,
    break_end_at: null,
    unit_number: null,
    street_number: '1',
    street_name: 'George',
    street_type: 'Street',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    ssn_last_4: null,
    user_cards: [],
    bpay_details: null,
    payid_details: null,
    user_bank_account: null,
    ...changes,
  };
}

export function signIn(user: User = makeUser()) {
  act(() => {
    session$.next({ token: 'test-token' });
    user$.next(user);
  });
}

export function signOut() {
  act(() => {
    session$.next({ token: null });
    user$.next(null);
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

/** Emulates a viewport `width` px wide for min-width / max-width media queries. */
export function setScreenWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Back to a signed-out visitor at / with the shipped configuration on a desktop screen. */
export function resetShell() {
  signOut();
  setConfig();
  setScreenWidth(1280);
  window.localStorage.clear();
  goTo('/');
}
