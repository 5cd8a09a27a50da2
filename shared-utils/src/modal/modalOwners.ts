/** A micro-frontend that declares modals (its `modals` export, OwnedModals). */
export interface ModalOwnerEntry {
  /** Its import-map name. */
  module: string;
  /** It declares a modal a signed-out player can open, so it is prefetched for them too. */
  signedOut: boolean;
}

/**
 * The micro-frontends that declare modals, in the order the shell's outlet asks them for a name;
 * the shell declares its own (what's new). Adding a modal to one of them changes nothing here.
 */
export const MODAL_OWNERS: readonly ModalOwnerEntry[] = [
  { module: '@portal/auth', signedOut: true },
  { module: '@portal/account-profile', signedOut: false },
  { module: '@portal/payments', signedOut: false },
];
