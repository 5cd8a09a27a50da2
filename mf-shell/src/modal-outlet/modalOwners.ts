import type { ModalBodyProps, ModalDeclaration } from '@portal/shared-utils';
import type { ParcelConfig } from 'single-spa';

/**
 * What an owning micro-frontend exports for its modals: declarations (OwnedModals), or, from a
 * build deployed before declarations, bare parcels of the modals the frozen MODALS describe.
 */
export interface ModalOwnerModule {
  modals?: Readonly<Record<string, ModalDeclaration | ParcelConfig<ModalBodyProps>>>;
}
