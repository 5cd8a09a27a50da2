import { forgetModule, importModule } from '@portal/shared-utils';
import type { ModalOwnerModule } from './modalOwners';

export interface OwnerLoader {
  /** The owner's module, imported on the first call and shared afterwards. */
  load(owner: string): Promise<ModalOwnerModule>;
  /** Drops the owner's module (here and in the module loader): the next load fetches it again. */
  forget(owner: string): void;
}

/**
 * Loads each owning micro-frontend at most once. A failed import is logged and forgotten (also by
 * the module loader, through `forget`), so the next call, e.g. from Retry, fetches it again; so is a
 * module whose parcel failed to mount, when its modal calls `forget`.
 */
export function createOwnerLoader(
  importOwner: (owner: string) => Promise<ModalOwnerModule>,
  forget: (owner: string) => void = () => {},
): OwnerLoader {
  const loading = new Map<string, Promise<ModalOwnerModule>>();
  const drop = (owner: string) => {
    loading.delete(owner);
    forget(owner);
  };
  return {
    load(owner) {
      let promise = loading.get(owner);
      if (!promise) {
        promise = importOwner(owner).catch((error: unknown) => {
          console.error(`[shell] could not load ${owner}`, error);
          drop(owner);
          throw error;
        });
        loading.set(owner, promise);
      }
      return promise;
    },
    forget: drop,
  };
}

/** The loader the deployed shell uses: SystemJS through the import map. */
export const systemOwnerLoader = createOwnerLoader(
  (owner) => importModule<ModalOwnerModule>(owner),
  forgetModule,
);
