import type { ModalSettings } from '@portal/shared-utils';
import { messages } from '../messages';

/** The shell's own modal: the what's-new carousel, drawn by the outlet without loading an owner. */
export const WHATS_NEW_MODAL = 'whatsnew';

export const whatsNewModal: ModalSettings = {
  title: messages.modals.whatsNewTitle,
  access: 'any',
};
