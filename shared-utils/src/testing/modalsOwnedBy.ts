import { isModalName, MODALS, type ModalName, type ModalOwner } from '../modal/modalRegistry';

/** The modals the registry gives `owner`, sorted: what that owner must export a parcel for. */
export function modalsOwnedBy(owner: ModalOwner): ModalName[] {
  return Object.keys(MODALS)
    .filter(isModalName)
    .filter((name) => MODALS[name].owner === owner)
    .sort();
}
