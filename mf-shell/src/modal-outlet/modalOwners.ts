import type { ModalParcels } from '@portal/shared-utils';

/** What an owning micro-frontend exports for its modals. */
export interface ModalOwnerModule {
  modals?: ModalParcels;
}
