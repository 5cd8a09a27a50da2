import { isModalName, MODALS, type ModalSettings } from '@portal/shared-utils';

/**
 * The settings the frozen MODALS give a modal that existed before owners declared their modals:
 * how the outlet draws it for an owner deployed before that (bare parcels), and while its owner
 * loads or cannot be loaded. Undefined for any other name.
 */
export function legacyModalSettings(name: string): ModalSettings | undefined {
  if (!isModalName(name)) return undefined;
  const { title, signedOutOnly, signedInOnly, dismissible, bothBrands } = MODALS[name];
  return {
    title,
    access: signedOutOnly ? 'signed-out' : signedInOnly ? 'signed-in' : 'any',
    dismissible,
    bothBrands,
  };
}

/** Whether `owner` drew the modal `name` before owners declared their modals. */
export function ownedBefore(name: string, owner: string): boolean {
  return isModalName(name) && MODALS[name].owner === owner;
}
