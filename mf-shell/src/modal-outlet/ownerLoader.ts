import { forgetModule, importModule } from '@portal/shared-utils';
import type { ModalOwnerModule } from './modalOwners';

export interface OwnerLoader {
  /** The owner's module, imported on the first call and shared afterwards. */
  load(owner: string): Promise<ModalOwnerModule>;
}

/**
 * Loads each owning micro-frontend at most once. A failed import is forgotten (also by the module
 * loader, through `forget`), so the next call, e.g. from Retry, fetches it again.
 */
export function createOwnerLoader(
  importOwner: (owner: string) => Promise<ModalOwnerModule>,
  forget: (owner: string) => void = () => {},
): OwnerLoader {
  const loading = new Map<string, Promise<ModalOwnerModule>>();
  return {
    load(owner) {
      let promise = loading.get(owner);
      if (!promise) {
        promise = importOwner(owner).catch((error: unknown) => {
          loading.delete(owner);
          forget(owner);
          throw error;
        });
        loading.set(owner, promise);
      }
      return promise;
    },
  };
}

/** The loader the deployed shell uses: SystemJS through the import map. */
export const systemOwnerLoader = createOwnerLoader(
  (owner) => importModule<ModalOwnerModule>(owner),
  forgetModule,
);
