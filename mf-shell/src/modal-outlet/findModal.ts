import {
  MODAL_OWNERS,
  type ModalBodyProps,
  type ModalDeclaration,
  type ModalSettings,
} from '@portal/shared-utils';
import type { ParcelConfig } from 'single-spa';
import { legacyModalSettings, ownedBefore } from './legacyModalSettings';
import type { ModalOwnerModule } from './modalOwners';
import type { OwnerLoader } from './ownerLoader';

/** A modal as its owner declares it: who owns it, how the outlet draws it, and its parcel. */
export interface FoundModal {
  owner: string;
  settings: ModalSettings;
  parcel: ParcelConfig<ModalBodyProps>;
}

type OwnerEntry = NonNullable<ModalOwnerModule['modals']>[string];

function isDeclaration(entry: OwnerEntry): entry is ModalDeclaration {
  return 'title' in entry && 'access' in entry;
}

/** The owner's modal `name`: its declaration, or a bare parcel of a modal of the frozen MODALS. */
function declaredBy(owner: string, module: ModalOwnerModule, name: string): FoundModal | null {
  const entry = module.modals?.[name];
  if (!entry) return null;
  if (isDeclaration(entry)) return { owner, settings: entry, parcel: entry };
  const settings = ownedBefore(name, owner) ? legacyModalSettings(name) : undefined;
  return settings ? { owner, settings, parcel: entry } : null;
}

/**
 * Asks the owners in turn (already loaded, as a rule: they are prefetched when the browser is idle)
 * for the modal `name`. Null when every owner answered and none declares it (nor is it a modal of
 * the frozen MODALS): the name is no modal. Rejects when an owner that could declare it failed to
 * load, or a modal of MODALS has no parcel, so the outlet shows the error with Retry.
 */
export async function findModal(
  name: string,
  loader: OwnerLoader,
  owners: readonly string[] = MODAL_OWNERS.map((owner) => owner.module),
): Promise<FoundModal | null> {
  const failures: unknown[] = [];
  for (const owner of owners) {
    try {
      const found = declaredBy(owner, await loader.load(owner), name);
      if (found) return found;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  if (legacyModalSettings(name)) throw new Error(`[shell] no owner has the modal "${name}"`);
  return null;
}
