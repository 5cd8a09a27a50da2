import type { ParcelConfig } from 'single-spa';

/** The shell renders the what's-new modal itself; every other modal is a parcel of its owning MF. */
export const SHELL = 'shell';

export type ModalOwner =
  typeof SHELL | '@portal/auth' | '@portal/account-profile' | '@portal/payments';

/** Every modal name of spec 1 §2 and the micro-frontend that owns it (DESIGN.md §2). */
export const MODAL_OWNERS: Readonly<Record<string, ModalOwner>> = {
  login: '@portal/auth',
  signup: '@portal/auth',
  'forgot-password': '@portal/auth',
  'reset-password': '@portal/auth',
  'update-password': '@portal/auth',
  'terms-and-conditions': '@portal/auth',
  'session-expired': '@portal/auth',
  verify: '@portal/account-profile',
  'avatar-upload': '@portal/account-profile',
  'onboarding-verification': '@portal/account-profile',
  deposit: '@portal/payments',
  'onboarding-deposit': '@portal/payments',
  whatsnew: SHELL,
};

/** Modals a signed-in user never sees: they are closed on arrival (spec 1 §2). */
export const SIGNED_OUT_ONLY_MODALS: ReadonlySet<string> = new Set([
  'login',
  'signup',
  'reset-password',
]);

/** Modals that need a signed-in player: reached signed out, they wait for a login (spec 1 §2). */
export const SIGNED_IN_ONLY_MODALS: ReadonlySet<string> = new Set([
  'update-password',
  'verify',
  'avatar-upload',
  'onboarding-verification',
  'deposit',
  'onboarding-deposit',
]);

export function modalOwner(name: string): ModalOwner | undefined {
  return Object.hasOwn(MODAL_OWNERS, name) ? MODAL_OWNERS[name] : undefined;
}

/** What an owning micro-frontend exports for its modals. */
export interface ModalOwnerModule {
  modals?: Record<string, ParcelConfig>;
}
