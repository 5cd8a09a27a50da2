import type { LifeCycles } from 'single-spa';
import type { PortalConfig } from '../config/PortalConfig';
import type { ModalBodyProps } from './ModalBodyProps';

/**
 * Who may see a modal (spec 1 §2): 'signed-out' closes for a player signed in when it is reached;
 * 'signed-in' reached signed out asks for a login first and opens after it.
 */
export type ModalAccess = 'signed-out' | 'signed-in' | 'any';

/** How the shell's modal outlet draws a modal around its body. */
export interface ModalSettings {
  /** The title bar's text, or a function of the page's config (login names both brands with fantasy on). */
  title: string | ((config: PortalConfig) => string);
  access: ModalAccess;
  /** False for a decision the player must take: no close, Back or Escape (spec 1 §4 Terms). */
  dismissible?: boolean;
  /** Names both brands: the 630 px variant with both logos when more than one brand is on. */
  bothBrands?: boolean;
}

/**
 * One modal as its owner declares it: its settings on its parcel. The declaration is the parcel
 * itself, so a shell deployed before declarations (which mounts `modals.<name>` as a parcel) mounts
 * it unchanged.
 */
export type ModalDeclaration = ModalSettings & LifeCycles<ModalBodyProps>;

/** What an owning micro-frontend exports as `modals`: a declaration per modal name it owns. */
export type OwnedModals = Readonly<Record<string, ModalDeclaration>>;

/** Declares a modal: its parcel with the settings the shell's outlet draws it with. */
export function declareModal(
  parcel: LifeCycles<ModalBodyProps>,
  settings: ModalSettings,
): ModalDeclaration {
  return { ...parcel, ...settings };
}
