import type { ParcelConfig } from 'single-spa';
import type { ModalBodyProps } from './ModalBodyProps';

/** Who draws a modal: the shell itself (what's new) or a micro-frontend's parcel (DESIGN.md §2). */
export type ModalOwner = 'shell' | '@portal/auth' | '@portal/account-profile' | '@portal/payments';

export interface ModalEntry {
  owner: ModalOwner;
  /** A signed-in player who reaches it has it closed (spec 1 §2). */
  signedOutOnly?: true;
  /** Reached signed out, it waits for a login and opens after it (spec 1 §2). */
  signedInOnly?: true;
  /** False for a decision the player must take: no close, Back or Escape (spec 1 §4 Terms). */
  dismissible?: false;
  /** Names both brands: the 630 px variant with both logos when more than one brand is on. */
  bothBrands?: true;
}

const entries = {
  login: { owner: '@portal/auth', signedOutOnly: true, bothBrands: true },
  signup: { owner: '@portal/auth', signedOutOnly: true, bothBrands: true },
  'forgot-password': { owner: '@portal/auth' },
  'reset-password': { owner: '@portal/auth', signedOutOnly: true },
  'update-password': { owner: '@portal/auth', signedInOnly: true },
  'terms-and-conditions': { owner: '@portal/auth', dismissible: false },
  'session-expired': { owner: '@portal/auth' },
  verify: { owner: '@portal/account-profile', signedInOnly: true },
  'avatar-upload': { owner: '@portal/account-profile', signedInOnly: true },
  'onboarding-verification': { owner: '@portal/account-profile', signedInOnly: true },
  deposit: { owner: '@portal/payments', signedInOnly: true },
  'onboarding-deposit': { owner: '@portal/payments', signedInOnly: true },
  whatsnew: { owner: 'shell' },
} as const satisfies Record<string, ModalEntry>;

/** The name of a modal of spec 1 §2, as in `?modal=<name>`. */
export type ModalName = keyof typeof entries;

/** Every modal, its owner and how the shell's outlet treats it; the one list of modal names. */
export const MODALS: Readonly<Record<ModalName, Readonly<ModalEntry>>> = entries;

/** Whether a name read from the URL is a modal of the registry. */
export function isModalName(value: string): value is ModalName {
  return Object.hasOwn(MODALS, value);
}

/** What an owning micro-frontend exports as `modals`: a parcel for each modal it owns. */
export type ModalParcels = Partial<Record<ModalName, ParcelConfig<ModalBodyProps>>>;
