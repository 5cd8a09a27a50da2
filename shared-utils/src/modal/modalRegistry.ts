import type { ParcelConfig } from 'single-spa';
import type { PortalConfig } from '../config/PortalConfig';
import type { ModalBodyProps } from './ModalBodyProps';

/** @deprecated Who drew a modal of MODALS: the shell itself (what's new) or a micro-frontend's parcel. */
export type ModalOwner = 'shell' | '@portal/auth' | '@portal/account-profile' | '@portal/payments';

/** @deprecated A modal as MODALS describes it; owners declare their modals (ModalDeclaration). */
export interface ModalEntry {
  owner: ModalOwner;
  /** Its title, as the owner's declaration gives it today. */
  title: string | ((config: PortalConfig) => string);
  /** A signed-in player who reaches it has it closed (spec 1 §2). */
  signedOutOnly?: true;
  /** Reached signed out, it waits for a login and opens after it (spec 1 §2). */
  signedInOnly?: true;
  /** False for a decision the player must take: no close, Back or Escape (spec 1 §4 Terms). */
  dismissible?: false;
  /** Names both brands: the 630 px variant with both logos when more than one brand is on. */
  bothBrands?: true;
}

const bothBrands = (title: string, bothBrandsTitle: string) => (config: PortalConfig) =>
  config.features.fantasy ? bothBrandsTitle : title;

const entries = {
  login: {
    owner: '@portal/auth',
    title: bothBrands('LOG IN', 'LOG IN TO A SINGLE ACCOUNT TO BET AND PLAY'),
    signedOutOnly: true,
    bothBrands: true,
  },
  signup: {
    owner: '@portal/auth',
    title: bothBrands('SIGN UP', 'CREATE A SINGLE ACCOUNT TO BET AND PLAY'),
    signedOutOnly: true,
    bothBrands: true,
  },
  'forgot-password': { owner: '@portal/auth', title: 'Forgot Details' },
  'reset-password': { owner: '@portal/auth', title: 'Reset Password', signedOutOnly: true },
  'update-password': { owner: '@portal/auth', title: 'Change Password', signedInOnly: true },
  'terms-and-conditions': {
    owner: '@portal/auth',
    title: 'Terms and Conditions',
    dismissible: false,
  },
  'session-expired': { owner: '@portal/auth', title: 'Session Expired' },
  verify: { owner: '@portal/account-profile', title: 'Verify Your Identity', signedInOnly: true },
  'avatar-upload': {
    owner: '@portal/account-profile',
    title: 'Upload Avatar',
    signedInOnly: true,
  },
  'onboarding-verification': {
    owner: '@portal/account-profile',
    title: 'Verify Your Identity',
    signedInOnly: true,
  },
  deposit: { owner: '@portal/payments', title: 'Deposit', signedInOnly: true },
  'onboarding-deposit': { owner: '@portal/payments', title: 'Deposit', signedInOnly: true },
  whatsnew: { owner: 'shell', title: "What's New" },
} as const satisfies Record<string, ModalEntry>;

/**
 * @deprecated The name of a modal that existed before owners declared their modals; a modal's name
 * is any string its owner declares.
 */
export type ModalName = keyof typeof entries;

/**
 * @deprecated The modals that existed before owners declared their own, frozen and never extended:
 * for builds deployed before that (a shell reads it; owners exported bare parcels for it). Owners
 * declare their modals in their `modals` export (OwnedModals).
 */
export const MODALS: Readonly<Record<ModalName, Readonly<ModalEntry>>> = Object.freeze(entries);

/** @deprecated Whether a name is one of the frozen MODALS. */
export function isModalName(value: string): value is ModalName {
  return Object.hasOwn(MODALS, value);
}

/** @deprecated What an owner exported as `modals` before declarations: bare parcels (OwnedModals now). */
export type ModalParcels = Partial<Record<ModalName, ParcelConfig<ModalBodyProps>>>;
