import type { ModalSettings } from '@portal/shared-utils';
import { useRead, type Read } from '../data/useRead';
import { messages } from '../messages';
import { WHATS_NEW_MODAL, whatsNewModal } from '../whats-new/whatsNewModal';
import { findModal, type FoundModal } from './findModal';
import { legacyModalSettings } from './legacyModalSettings';
import type { OwnerLoader } from './ownerLoader';

/** The chrome of a modal no owner could be asked about: its owner failed to load. */
const UNDECLARED: ModalSettings = { title: messages.modals.loading, access: 'any' };

export interface DeclaredModal {
  /** How to draw the modal; undefined while nothing tells yet (an owner loads). */
  settings: ModalSettings | undefined;
  /** The search for the owner declaring it (findModal); null for the shell's own. */
  search: Read<FoundModal | null>;
  /** Every owner answered and none declares the name: it is no modal. */
  undeclared: boolean;
}

/**
 * The open modal's settings: the shell's own (what's new), or those its owner declares, searched
 * for when the name changes. While the owner loads or when it cannot be loaded, a modal of the
 * frozen MODALS is drawn as they describe it.
 */
export function useDeclaredModal(name: string | null, loader: OwnerLoader): DeclaredModal {
  const shellOwned = name === WHATS_NEW_MODAL;
  const search = useRead(['modal', name], () =>
    name && !shellOwned ? findModal(name, loader) : Promise.resolve(null),
  );
  if (!name) return { settings: undefined, search, undeclared: false };
  if (shellOwned) return { settings: whatsNewModal, search, undeclared: false };
  const { state } = search;
  if (state.status === 'success' && state.data) {
    return { settings: state.data.settings, search, undeclared: false };
  }
  const settings = legacyModalSettings(name) ?? (state.status === 'error' ? UNDECLARED : undefined);
  return { settings, search, undeclared: state.status === 'success' };
}
